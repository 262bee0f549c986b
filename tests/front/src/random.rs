//! Random declarations: lattices (random DAGs of up to 16 codes, strong, weak and custom, with
//! and without `lossy`, sometimes with a cycle) and tables (random grids, symmetric or not,
//! `directional` or not, with `no_arithmetic`), as text and as the structure that made it, which
//! the oracle ([`crate::oracle`]) reads.

use crate::rng::Rng;

/// The 15 strong standard codes (JEP 9407's) and PyTorch's `c32`: the narrow formats are left
/// out, because the oracle's precision facts come from Rust's own float types.
pub const STRONG: &[&str] = &[
    "b", "u8", "u16", "u32", "u64", "i8", "i16", "i32", "i64", "bf16", "f16", "f32", "f64", "c32",
    "c64", "c128",
];

/// The weak codes.
pub const WEAK: &[&str] = &["i*", "f*", "c*", "b*"];

/// The custom codes a declaration may declare, each with a type of the same name capitalized.
pub const CUSTOM: &[&str] = &["xa", "xb", "xc"];

/// The categories, as `lossy` and `as` write them.
pub const CATEGORIES: &[&str] = &["bool", "int", "float", "complex"];

/// A custom type: its code and its category (`as float`), if declared.
#[derive(Clone, Debug)]
pub struct Custom {
    pub code: String,
    pub category: Option<&'static str>,
}

/// A random lattice.
#[derive(Clone, Debug)]
pub struct Lattice {
    pub codes: Vec<String>,
    pub custom: Vec<Custom>,
    /// `edges[i]`: the indices that `codes[i]` promotes to directly, in the order written.
    pub edges: Vec<Vec<usize>>,
    /// The order in which the nodes' lists are written.
    pub written: Vec<usize>,
    pub lossy: Vec<(&'static str, &'static str)>,
}

/// A random table.
#[derive(Clone, Debug)]
pub struct Table {
    pub codes: Vec<String>,
    pub custom: Vec<Custom>,
    /// `cells[l][r]`: an index into `codes`, `None` for `-`.
    pub cells: Vec<Vec<Option<usize>>>,
    pub directional: bool,
    pub no_arithmetic: Vec<usize>,
    pub lossy: Vec<(&'static str, &'static str)>,
}

/// Distinct codes, between 1 and 16, from the strong, weak and custom pools.
fn codes(rng: &mut Rng, custom_ok: bool) -> (Vec<String>, Vec<Custom>) {
    let n = 1 + rng.below(16);
    let mut pool: Vec<&str> = STRONG.iter().chain(WEAK).copied().collect();
    if custom_ok {
        pool.extend(CUSTOM);
    }
    let mut chosen = Vec::new();
    while chosen.len() < n && !pool.is_empty() {
        let i = rng.below(pool.len());
        chosen.push(pool.swap_remove(i).to_owned());
    }
    let custom = chosen
        .iter()
        .filter(|c| CUSTOM.contains(&c.as_str()))
        .map(|c| Custom {
            code: c.clone(),
            category: rng.chance(3, 4).then(|| *rng.pick(CATEGORIES)),
        })
        .collect();
    (chosen, custom)
}

/// No `lossy` a third of the time, every pair of categories a third (so that large random
/// lattices resolve, and their joins are compared), a random subset otherwise.
fn lossy(rng: &mut Rng) -> Vec<(&'static str, &'static str)> {
    let (num, den) = match rng.below(3) {
        0 => return Vec::new(),
        1 => (1, 1),
        _ => (1, 4),
    };
    let mut pairs = Vec::new();
    for from in CATEGORIES {
        for to in CATEGORIES {
            if rng.chance(num, den) {
                pairs.push((*from, *to));
            }
        }
    }
    pairs
}

/// A lattice over random codes: edges go up a random order with a random density, and one in
/// ten lattices gets one edge back down, which may close a cycle.
pub fn lattice(rng: &mut Rng, custom_ok: bool) -> Lattice {
    let (codes, custom) = codes(rng, custom_ok);
    let n = codes.len();
    let mut order: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        order.swap(i, rng.below(i + 1));
    }
    // Weak codes mostly low, so that most of them meet a strong one.
    if rng.chance(3, 4) {
        order.sort_by_key(|&i| !codes[i].ends_with('*'));
    }
    let density = 1 + rng.below(6);
    let mut edges = vec![Vec::new(); n];
    for (k, &a) in order.iter().enumerate() {
        for &b in &order[k + 1..] {
            if rng.below(10) < density {
                edges[a].push(b);
            }
        }
    }
    // Random DAGs are seldom lattices: half of them get the edges that order every pair's
    // candidates, so that large valid lattices are compared cell by cell too.
    if rng.chance(1, 2) {
        complete(&mut edges, &order);
    }
    if n > 1 && rng.chance(1, 10) {
        let (i, j) = (rng.below(n), rng.below(n));
        if i != j && !edges[i].contains(&j) {
            edges[i].push(j);
        }
    }
    for list in &mut edges {
        for i in (1..list.len()).rev() {
            list.swap(i, rng.below(i + 1));
        }
    }
    let mut written: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        written.swap(i, rng.below(i + 1));
    }
    Lattice {
        codes,
        custom,
        edges,
        written,
        lossy: lossy(rng),
    }
}

/// Adds edges up `order` until every pair with upper bounds has a least one: while some pair
/// has two minimal upper bounds, the lower of two of them (in `order`) promotes to the other.
fn complete(edges: &mut [Vec<usize>], order: &[usize]) {
    let n = edges.len();
    let rank = |i: usize| order.iter().position(|&o| o == i).unwrap_or(0);
    'repair: loop {
        let le = crate::oracle::closure(edges);
        for a in 0..n {
            for b in a..n {
                let upper: Vec<usize> = (0..n).filter(|&c| le[a][c] && le[b][c]).collect();
                let minimal: Vec<usize> = upper
                    .iter()
                    .copied()
                    .filter(|&c| !upper.iter().any(|&d| d != c && le[d][c]))
                    .collect();
                if let [x, y, ..] = minimal[..] {
                    let (low, high) = if rank(x) < rank(y) { (x, y) } else { (y, x) };
                    edges[low].push(high);
                    continue 'repair;
                }
            }
        }
        return;
    }
}

/// A table over random codes: each cell one of the codes or `-`; symmetric by construction
/// half of the time, the diagonal mostly the type itself.
pub fn table(rng: &mut Rng, custom_ok: bool) -> Table {
    let (codes, custom) = codes(rng, custom_ok);
    let n = codes.len();
    let symmetric = rng.chance(1, 2);
    let undefined = rng.below(5);
    let mut cells = vec![vec![None; n]; n];
    for l in 0..n {
        for r in 0..n {
            if symmetric && r < l {
                cells[l][r] = cells[r][l];
                continue;
            }
            cells[l][r] = if l == r && rng.chance(9, 10) {
                Some(l)
            } else if rng.below(10) < undefined {
                None
            } else if rng.chance(1, 2) {
                Some(*rng.pick(&[l, r]))
            } else {
                Some(rng.below(n))
            };
        }
    }
    let no_arithmetic = (0..n)
        .filter(|&i| cells[i][i].is_none() && rng.chance(3, 4))
        .collect();
    Table {
        codes,
        custom,
        cells,
        directional: if symmetric {
            rng.chance(1, 10)
        } else {
            rng.chance(1, 2)
        },
        no_arithmetic,
        lossy: lossy(rng),
    }
}

fn types_section(custom: &[Custom]) -> String {
    if custom.is_empty() {
        return String::new();
    }
    let decls: Vec<String> = custom
        .iter()
        .map(|c| match c.category {
            Some(category) => format!("{} = {} as {category}", c.code, type_name(&c.code)),
            None => format!("{} = {}", c.code, type_name(&c.code)),
        })
        .collect();
    format!("types {{ {} }} ", decls.join(", "))
}

/// The Rust type of a custom code: `xa` is `Xa`.
pub fn type_name(code: &str) -> String {
    let mut chars = code.chars();
    let first = chars.next().map(|c| c.to_ascii_uppercase());
    first.into_iter().chain(chars).collect()
}

fn lossy_section(lossy: &[(&str, &str)]) -> String {
    if lossy.is_empty() {
        return String::new();
    }
    let pairs: Vec<String> = lossy.iter().map(|(a, b)| format!("{a} {b}")).collect();
    format!(" lossy [{}];", pairs.join(", "))
}

impl Lattice {
    /// The declaration as a user writes it, the policy named `name`.
    pub fn text(&self, name: &str) -> String {
        let lists: Vec<String> = self
            .written
            .iter()
            .map(|&a| {
                let to: Vec<&str> = self.edges[a]
                    .iter()
                    .map(|&b| self.codes[b].as_str())
                    .collect();
                format!("{}: [{}]", self.codes[a], to.join(", "))
            })
            .collect();
        format!(
            "pub struct {name}; {}lattice {{ {} }}{}",
            types_section(&self.custom),
            lists.join(", "),
            lossy_section(&self.lossy)
        )
    }
}

impl Table {
    /// The declaration as a user writes it, the policy named `name`.
    pub fn text(&self, name: &str) -> String {
        let mut text = format!("pub struct {name}; {}", types_section(&self.custom));
        if self.directional {
            text.push_str("directional; ");
        }
        if !self.no_arithmetic.is_empty() {
            let codes: Vec<&str> = self
                .no_arithmetic
                .iter()
                .map(|&i| self.codes[i].as_str())
                .collect();
            text.push_str(&format!("no_arithmetic [{}]; ", codes.join(", ")));
        }
        text.push_str("table { _ ");
        text.push_str(&self.codes.join(" "));
        text.push_str("; ");
        for (l, row) in self.cells.iter().enumerate() {
            text.push_str(&self.codes[l]);
            for cell in row {
                text.push(' ');
                text.push_str(cell.map_or("-", |i| self.codes[i].as_str()));
            }
            text.push_str("; ");
        }
        text.push('}');
        text.push_str(&lossy_section(&self.lossy));
        text
    }
}
