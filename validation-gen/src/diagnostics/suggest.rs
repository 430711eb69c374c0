//! "Did you mean ...?" suggestions for misspelled names (unknown tags,
//! unknown options).

/// The closest candidate to `name`, if one is close enough: the smallest
/// Damerau (optimal string alignment) distance, at most `max(2, len / 3)`
/// where `len` is the length of `name` in characters, and smaller than the
/// longer of the two lengths (a name that must be rewritten completely has no
/// suggestion).
/// Ties go to the alphabetically first candidate. A candidate equal to `name`
/// is returned as is.
pub fn did_you_mean<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let name_len = name.chars().count();
    let threshold = (name_len / 3).max(2);
    let mut best: Option<(usize, &'a str)> = None;
    for candidate in candidates {
        let distance = edit_distance(name, candidate);
        let longer = name_len.max(candidate.chars().count());
        if distance > threshold || (distance > 0 && distance >= longer) {
            continue;
        }
        let better = match best {
            None => true,
            Some((d, c)) => distance < d || (distance == d && candidate < c),
        };
        if better {
            best = Some((distance, candidate));
        }
    }
    best.map(|(_, c)| c)
}

/// Damerau-Levenshtein distance (optimal string alignment: insertions,
/// deletions, substitutions and transpositions of adjacent characters, each
/// costing 1), over characters.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let width = b.len() + 1;
    // Out-of-range reads (impossible, but this must never panic) count as far.
    let far = a.len() + b.len() + 1;
    let get = |row: &[usize], k: usize| row.get(k).copied().unwrap_or(far);
    // Three rows: two back (for transpositions), previous, current.
    let mut before: Vec<usize> = vec![0; width];
    let mut prev: Vec<usize> = (0..width).collect();
    let mut cur: Vec<usize> = vec![0; width];
    let mut prev_a: Option<char> = None;
    for (i, &ca) in a.iter().enumerate() {
        if let Some(first) = cur.first_mut() {
            *first = i + 1;
        }
        let mut prev_b: Option<char> = None;
        for (j, &cb) in b.iter().enumerate() {
            let cost = usize::from(ca != cb);
            let mut d = (get(&prev, j + 1) + 1).min(get(&cur, j) + 1).min(get(&prev, j) + cost);
            if prev_a == Some(cb) && prev_b == Some(ca) && j > 0 {
                d = d.min(get(&before, j - 1) + 1);
            }
            if let Some(slot) = cur.get_mut(j + 1) {
                *slot = d;
            }
            prev_b = Some(cb);
        }
        std::mem::swap(&mut before, &mut prev);
        std::mem::swap(&mut prev, &mut cur);
        prev_a = Some(ca);
    }
    get(&prev, b.len())
}
