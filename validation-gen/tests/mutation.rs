//! Seeded mutation testing, bounded so that it runs in CI on stable: a few
//! thousand mutations of seed tags and small Rust sources go through the tag
//! parser and the generator front end. Nothing may panic, and every
//! diagnostic must point inside the input. (The cargo-fuzz targets in
//! `validation-gen/fuzz` do the same without bounds, on nightly; locations
//! are only checked here, since proc-macro2 has no span locations under
//! `cfg(fuzzing)`.)

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

use validation_gen::tags::{parse_tag, Span, Tag};
use validation_gen::{Diagnostics, Generator, Registry};

/// SplitMix64: a fixed seed gives the same inputs on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Fragments mutations insert: the grammar's punctuation, tag and type
/// syntax, and text that is hard on locations (multi-byte characters, tabs,
/// escapes, line breaks).
const FRAGMENTS: &[&str] = &[
    "+",
    "=",
    "=+",
    "(",
    ")",
    "\"",
    "'",
    ":",
    ",",
    " ",
    "\t",
    "\n",
    "\r\n",
    "#",
    "\\",
    "\\n",
    "-",
    "0",
    "9",
    "0x1F",
    "-0",
    "99999999999999999999",
    "true",
    "k8s:",
    "+k8s:",
    "+k8s:eachVal=+",
    "+k8s:ifEnabled(\"A\")=+",
    "k8s:minimum",
    "k8s:listType=map",
    "k8s:item(name: \"a\")",
    "é",
    "名",
    "🦀",
    "<",
    ">",
    "Option<",
    "Box<",
    "Vec<",
    "BTreeMap<String, ",
    "::",
    ";",
    "{",
    "}",
    "[",
    "]",
    "///",
    "//!",
    "#[doc = \"",
    "pub ",
    "struct ",
    "type ",
    "enum ",
    "mod m {",
    "r#",
    "_",
    "Self",
];

/// Seed tags: every registered tag's example lines and some odd ones.
fn seed_tags() -> Vec<String> {
    let mut tags: Vec<String> = Registry::builtin()
        .decls()
        .flat_map(|d| d.example.lines().map(str::trim).map(String::from).collect::<Vec<_>>())
        .filter_map(|line| line.strip_prefix("///").map(|t| t.trim().to_string()))
        .filter(|line| line.starts_with('+'))
        .collect();
    tags.extend(
        [
            "+k8s:ifEnabled(\"Feature\")=+k8s:eachVal=+k8s:minimum=-5",
            "+k8s:item(name: \"a\", port: 80, on: true)=+k8s:validateFalse(flags: \"ShortCircuit\")=\"x\"",
            "+k8s:neq=\"tab\\there\" # comment",
            "+k8s:validateTrue(cohort: \"c\")",
            "+k8s:subfield(\"f\")=+k8s:format=k8s-short-name",
        ]
        .map(String::from),
    );
    tags
}

/// Seed sources: the tag examples as fields of a struct, plus shapes that
/// exercise names, aliases, newtypes, maps, modules and recursion.
fn seed_sources() -> Vec<String> {
    let mut sources: Vec<String> = Registry::builtin()
        .decls()
        .filter(|d| !d.example.is_empty())
        .map(|d| {
            if d.example.contains("struct ") || d.example.contains("enum ") {
                d.example.to_string()
            } else {
                format!(
                    "#[serde(rename_all = \"camelCase\")]\npub struct S {{\n{}\n}}\n",
                    d.example
                )
            }
        })
        .collect();
    sources.extend(
        [
            "//! +k8s:validation-gen=*\npub struct A(pub Option<Box<A>>);\npub type B = Vec<B>;\npub struct S {\n    /// +k8s:optional\n    /// +k8s:minimum=1\n    pub a: Option<i32>,\n    pub next: Option<Box<S>>,\n}\n",
            "/// +k8s:maxLength=3\npub type Name = String;\npub type Alias = Name;\n#[derive(PartialEq, Eq, PartialOrd, Ord, Hash)]\npub struct Key(pub String);\npub struct S {\n    /// +k8s:eachKey=+k8s:minLength=1\n    /// +k8s:update=NoAddItem\n    pub m: std::collections::BTreeMap<Key, Vec<Alias>>,\n}\n",
            "pub mod inner {\n    /// +k8s:enum\n    pub enum Color { Red, Blue }\n}\npub struct S {\n    #[doc = \"x\\n +k8s:neq=\\\"Red\\\"\"]\n    pub c: inner::Color,\n    /// +k8s:listType=map\n    /// +k8s:listMapKey=name\n    pub items: Vec<Item>,\n}\npub struct Item { pub name: String }\n",
        ]
        .map(String::from),
    );
    sources
}

/// One mutation: delete, duplicate or replace a range, insert a fragment,
/// or splice in part of another seed. Cuts fall on character boundaries.
fn mutate(rng: &mut Rng, input: &str, seeds: &[String]) -> String {
    let boundaries: Vec<usize> = input
        .char_indices()
        .map(|(i, _)| i)
        .chain(std::iter::once(input.len()))
        .collect();
    let cut = |rng: &mut Rng| *rng.pick(&boundaries);
    let (a, b) = {
        let (x, y) = (cut(rng), cut(rng));
        (x.min(y), x.max(y))
    };
    let (head, middle, tail) = (&input[..a], &input[a..b], &input[b..]);
    match rng.below(5) {
        0 => format!("{head}{tail}"),
        1 => format!("{head}{middle}{middle}{tail}"),
        2 => format!("{head}{}{tail}", rng.pick(FRAGMENTS)),
        3 => format!("{head}{}{middle}{tail}", rng.pick(FRAGMENTS)),
        _ => {
            let other = rng.pick(seeds);
            let at = other
                .char_indices()
                .map(|(i, _)| i)
                .nth(rng.below(other.chars().count()))
                .unwrap_or(0);
            let end = other[at..]
                .char_indices()
                .nth(1 + rng.below(40))
                .map_or(other.len(), |(i, _)| at + i);
            format!("{head}{}{tail}", &other[at..end])
        }
    }
}

/// Up to four stacked mutations of a random seed.
fn mutant(rng: &mut Rng, seeds: &[String]) -> String {
    let mut input = rng.pick(seeds).clone();
    for _ in 0..=rng.below(4) {
        input = mutate(rng, &input, seeds);
    }
    input
}

fn span_inside(text: &str, span: Span) -> Result<(), String> {
    if span.start > span.end || span.end > text.len() {
        return Err(format!("span {span:?} outside {} bytes", text.len()));
    }
    if !text.is_char_boundary(span.start) || !text.is_char_boundary(span.end) {
        return Err(format!("span {span:?} inside a character"));
    }
    Ok(())
}

fn tag_spans_inside(text: &str, tag: &Tag) -> Result<(), String> {
    for link in tag.chain() {
        span_inside(text, link.name_span)?;
        if let Some(value) = link.value_span {
            span_inside(text, value)?;
        }
        for arg in &link.args {
            span_inside(text, arg.span)?;
            span_inside(text, arg.value_span)?;
        }
    }
    Ok(())
}

#[test]
fn mutated_tags_parse_or_fail_inside_the_text() {
    let seeds = seed_tags();
    assert!(seeds.len() > 40, "{} seed tags", seeds.len());
    let mut rng = Rng(0x5EED_7A65);
    for _ in 0..rounds(4_000) {
        let text = mutant(&mut rng, &seeds);
        let result = catch_unwind(|| parse_tag(&text)).unwrap_or_else(|_| panic!("parse_tag panicked on {text:?}"));
        let checked = match &result {
            Ok(tag) => tag_spans_inside(&text, tag),
            Err(e) => span_inside(&text, e.span),
        };
        if let Err(problem) = checked {
            panic!("{problem} for {text:?}: {result:?}");
        }
    }
}

/// How many mutants each test runs: `default`, or more through
/// `VALIDATION_GEN_MUTATIONS` for a longer local run.
fn rounds(default: usize) -> usize {
    std::env::var("VALIDATION_GEN_MUTATIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A crate root in a scratch directory, rewritten for each input.
struct Scratch(PathBuf);

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Every diagnostic is located in `file`, on one of its lines, at a column
/// of that line, and shows that line.
fn located_inside(diagnostics: &Diagnostics, file: &Path, source: &str) -> Result<(), String> {
    let lines: Vec<&str> = source.split('\n').map(|l| l.strip_suffix('\r').unwrap_or(l)).collect();
    for d in diagnostics.iter() {
        let Some(at) = &d.location else {
            return Err(format!("no location: {}", d.message));
        };
        if at.file != file {
            return Err(format!("in {} instead of the input: {}", at.file.display(), d.message));
        }
        let Some(line) = lines.get(at.line - 1) else {
            return Err(format!("line {} of {}: {}", at.line, lines.len(), d.message));
        };
        if at.column > line.chars().count() + 1 {
            return Err(format!(
                "column {} of line {} ({line:?}): {}",
                at.column, at.line, d.message
            ));
        }
        if d.source_line.as_deref() != Some(*line) {
            return Err(format!("shows {:?}, not line {} {line:?}", d.source_line, at.line));
        }
    }
    Ok(())
}

#[test]
fn mutated_sources_generate_or_fail_inside_the_input() {
    let seeds = seed_sources();
    assert!(seeds.len() > 30, "{} seed sources", seeds.len());
    let scratch = Scratch(std::env::temp_dir().join(format!("vg-mutation-{}", std::process::id())));
    std::fs::create_dir_all(&scratch.0).unwrap();
    let file = scratch.0.join("lib.rs");
    let generator = Generator::new();
    let mut rng = Rng(0x5EED_50C3);
    let mut failures = 0;
    let total = rounds(600);
    for round in 0..total {
        let source = mutant(&mut rng, &seeds);
        std::fs::write(&file, &source).unwrap();
        let run = AssertUnwindSafe(|| {
            let generated = generator.generate(&file);
            // Linting reads everything generation does, and more.
            let linted = (round % 4 == 0).then(|| generator.lint(&file, None));
            (generated, linted)
        });
        let (generated, linted) = catch_unwind(run).unwrap_or_else(|_| panic!("the generator panicked on:\n{source}"));
        if let Err(diagnostics) = &generated {
            failures += 1;
            if let Err(problem) = located_inside(diagnostics, &file, &source) {
                panic!("{problem}\nin:\n{source}");
            }
        }
        if let Some(Err(problem)) = linted.map(|l| located_inside(&l, &file, &source)) {
            panic!("lint: {problem}\nin:\n{source}");
        }
    }
    // Most mutants are broken: the checks above ran.
    assert!(failures > total / 2, "{failures} of {total} mutants failed");
}
