//! [`Pages`]: elements in an anonymous mapping advised `MADV_HUGEPAGE` (feature `huge-pages`),
//! and the pool of mappings that dropped arrays leave for new ones.
//!
//! The pool is why new arrays gain too: the kernel zeroes a fresh mapping's pages at their first
//! write, 2 MiB at a time, which costs more than a 1 Mi-element `f32` operation saves. A `Vec`
//! does not pay it because the allocator reuses freed memory; so does this pool. It keeps at
//! most [`KEEP`] bytes of mappings; a mapping past that is returned to the system.
//!
//! An array takes whole huge pages once written: up to 2 MiB of memory more than its size (its
//! last page). A fresh mapping's first write may also wait while the kernel compacts memory to
//! find free 2 MiB pages (THP `defrag`, `madvise` by default): BENCHMARKS.md measured 9 ms for a
//! 4 MiB result in two runs of five, against 0.5 ms otherwise and 0.1 ms from the pool.

use alloc::vec::Vec;
use std::sync::Mutex;

use memmap2::MmapMut;

use super::elements::Storable;

/// A transparent huge page on x86-64 and on AArch64 with 4 KiB base pages.
const HUGE_PAGE: usize = 2 << 20;

/// Bytes of dropped arrays' mappings kept for new arrays: glibc's own ceiling on the memory it
/// keeps from freed large blocks (`M_TRIM_THRESHOLD`'s dynamic maximum on 64-bit systems).
const KEEP: usize = 64 << 20;

/// Mappings of dropped arrays, for new ones.
static POOL: Mutex<Vec<MmapMut>> = Mutex::new(Vec::new());

/// `len` elements of `T` at the start of a huge page of a mapping.
pub(super) struct Pages<T: Storable> {
    /// `None` only while the mapping goes back to the pool.
    map: Option<MmapMut>,
    /// Where the elements start: the mapping's first huge-page boundary.
    offset: usize,
    len: usize,
    proof: T::Pageable,
}

impl<T: Storable> Pages<T> {
    /// Room for `len` elements, their values unspecified (a reused mapping keeps its old ones);
    /// `None` where they take less than a huge page, `T` has bit patterns that are no value, or
    /// the system has no mapping to give.
    pub(super) fn new(len: usize) -> Option<Self> {
        let bytes = len.checked_mul(core::mem::size_of::<T>())?;
        if bytes < HUGE_PAGE {
            return None;
        }
        let proof = T::pageable()?;
        let map = take(bytes)?;
        let offset = (map.as_ptr() as usize).next_multiple_of(HUGE_PAGE) - map.as_ptr() as usize;
        Some(Pages {
            map: Some(map),
            offset,
            len,
            proof,
        })
    }

    /// The elements.
    // Not inlined: `Elements`' deref, inlined into every kernel, stays a test and a `Vec`'s
    // slice for the arrays under 2 MiB, where a call's nanoseconds would show; a kernel over 2 MiB
    // does not see one call.
    #[inline(never)]
    pub(super) fn as_slice(&self) -> &[T] {
        let bytes = self.len * core::mem::size_of::<T>();
        match &self.map {
            Some(map) => T::view(&map[self.offset..self.offset + bytes], self.proof),
            None => &[],
        }
    }

    /// The elements, writable.
    #[inline(never)]
    pub(super) fn as_mut_slice(&mut self) -> &mut [T] {
        self.writable()
    }

    /// The elements, writable, inlined: where a kernel writes a block at a time.
    #[inline]
    pub(super) fn writable(&mut self) -> &mut [T] {
        let bytes = self.len * core::mem::size_of::<T>();
        match &mut self.map {
            Some(map) => T::view_mut(&mut map[self.offset..self.offset + bytes], self.proof),
            None => &mut [],
        }
    }

    /// Keeps the first `len` elements.
    pub(super) fn truncate(&mut self, len: usize) {
        self.len = self.len.min(len);
    }

    /// A copy in a `Vec`.
    pub(super) fn to_vec(&self) -> Vec<T> {
        self.as_slice().to_vec()
    }
}

impl<T: Storable> Drop for Pages<T> {
    fn drop(&mut self) {
        if let Some(map) = self.map.take() {
            give(map);
        }
    }
}

/// A mapping with `bytes` from a huge-page boundary on: the pool's smallest that fits and is
/// less than twice as big, else a new one.
fn take(bytes: usize) -> Option<MmapMut> {
    // The boundary can be up to a huge page past the mapping's start.
    let needed = bytes
        .checked_next_multiple_of(HUGE_PAGE)?
        .checked_add(HUGE_PAGE)?;
    if let Ok(mut pool) = POOL.lock() {
        let fits = pool
            .iter()
            .enumerate()
            .filter(|(_, map)| map.len() >= needed && map.len() < 2 * needed)
            .min_by_key(|(_, map)| map.len())
            .map(|(i, _)| i);
        if let Some(i) = fits {
            return Some(pool.swap_remove(i));
        }
    }
    let map = MmapMut::map_anon(needed).ok()?;
    // Advice only: where the kernel has no huge page free, the mapping works on small ones.
    #[cfg(target_os = "linux")]
    let _ = map.advise(memmap2::Advice::HugePage);
    Some(map)
}

/// Keeps `map` for a new array while the pool holds less than `KEEP` bytes; else unmaps it.
fn give(map: MmapMut) {
    if let Ok(mut pool) = POOL.lock() {
        let kept: usize = pool.iter().map(|m| m.len()).sum();
        if kept + map.len() <= KEEP {
            pool.push(map);
        }
    }
}
