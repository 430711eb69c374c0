use super::*;

fn unknown_tag() -> Diagnostic {
    Diagnostic::error("unknown tag \"k8s:minimun\"")
        .with_code("unknown-tag")
        .at(Location::new("src/types.rs", 12, 9, 12), "    /// +k8s:minimun=1")
        .with_label("not a registered tag")
}

#[test]
fn brief_example() {
    let d = unknown_tag().with_help("did you mean `k8s:minimum`?");
    let expected = "\
error[unknown-tag]: unknown tag \"k8s:minimun\"
  --> src/types.rs:12:9
   |
12 |     /// +k8s:minimun=1
   |         ^^^^^^^^^^^^ not a registered tag
   |
   = help: did you mean `k8s:minimum`?";
    assert_eq!(d.render(), expected);
    assert_eq!(d.to_string(), expected);
    assert!(d.is_error());
}

#[test]
fn error_with_label_note_and_help() {
    let d = unknown_tag()
        .with_note("tags are registered by the validators in `validators/`")
        .with_note("a second note\nspanning two lines")
        .with_help("did you mean `k8s:minimum`?");
    let expected = "\
error[unknown-tag]: unknown tag \"k8s:minimun\"
  --> src/types.rs:12:9
   |
12 |     /// +k8s:minimun=1
   |         ^^^^^^^^^^^^ not a registered tag
   |
   = note: tags are registered by the validators in `validators/`
   = note: a second note
           spanning two lines
   = help: did you mean `k8s:minimum`?";
    assert_eq!(d.render(), expected);
}

#[test]
fn warning_single_digit_line_without_label() {
    let d = Diagnostic::warning("field `spec` has no JSON name")
        .at(Location::new("api/v1/types.rs", 3, 5, 4), "    spec: Spec,");
    let expected = "\
warning: field `spec` has no JSON name
 --> api/v1/types.rs:3:5
  |
3 |     spec: Spec,
  |     ^^^^";
    assert_eq!(d.render(), expected);
    assert!(!d.is_error());
}

#[test]
fn multi_digit_line_gutter() {
    let d = Diagnostic::error("bad payload")
        .with_code("bad-payload")
        .at(Location::new("src/lib.rs", 12345, 24, 3), "    /// +k8s:maxLength=abc")
        .with_label("expected an integer");
    let expected = "\
error[bad-payload]: bad payload
     --> src/lib.rs:12345:24
      |
12345 |     /// +k8s:maxLength=abc
      |                        ^^^ expected an integer";
    assert_eq!(d.render(), expected);

    let d = Diagnostic::error("x").at(Location::new("a.rs", 100, 1, 1), "y");
    assert_eq!(d.render(), "error: x\n   --> a.rs:100:1\n    |\n100 | y\n    | ^");
}

#[test]
fn tabs_become_four_spaces_and_move_the_caret() {
    // Column counts characters: the tab is column 1, `///` starts at 2, `+` is at 6.
    let d = Diagnostic::error("unknown tag")
        .at(Location::new("t.rs", 7, 6, 4), "\t/// +k8s")
        .with_label("here");
    let expected = "\
error: unknown tag
 --> t.rs:7:6
  |
7 |     /// +k8s
  |         ^^^^ here";
    assert_eq!(d.render(), expected);

    // A tab inside the underlined span widens the caret.
    let d = Diagnostic::error("e").at(Location::new("t.rs", 1, 2, 3), "a\tbc");
    assert_eq!(d.render(), "error: e\n --> t.rs:1:2\n  |\n1 | a    bc\n  |  ^^^^^^");
}

#[test]
fn caret_edges() {
    // Past the end of the line: a single caret just after it.
    for column in [7, 8, 100] {
        let d = Diagnostic::error("expected `=`").at(Location::new("t.rs", 1, column, 1), "+k8s:x");
        assert_eq!(
            d.render(),
            format!("error: expected `=`\n --> t.rs:1:{column}\n  |\n1 | +k8s:x\n  |       ^")
        );
    }
    let d = Diagnostic::error("e").at(Location::new("t.rs", 1, usize::MAX, usize::MAX), "ab");
    assert_eq!(
        d.render(),
        format!("error: e\n --> t.rs:1:{}\n  |\n1 | ab\n  |   ^", usize::MAX)
    );
    // A span longer than the line stops at its end; an empty line.
    let d = Diagnostic::error("e").at(Location::new("t.rs", 2, 3, 100), "abcd\r\n");
    assert_eq!(d.render(), "error: e\n --> t.rs:2:3\n  |\n2 | abcd\n  |   ^^");
    let d = Diagnostic::error("e").at(Location::new("t.rs", 2, 1, 1), "");
    assert_eq!(d.render(), "error: e\n --> t.rs:2:1\n  |\n2 |\n  | ^");
    // Non-ASCII characters count as one column each.
    let d = Diagnostic::error("e").at(Location::new("t.rs", 1, 3, 2), "é→ab");
    assert_eq!(d.render(), "error: e\n --> t.rs:1:3\n  |\n1 | é→ab\n  |   ^^");
    // Zero width, line or column are raised to 1 by Location::new.
    let loc = Location::new("t.rs", 0, 0, 0);
    assert_eq!((loc.line, loc.column, loc.len), (1, 1, 1));
    // A zero width set directly still shows one caret.
    let loc = Location {
        file: "t.rs".into(),
        line: 1,
        column: 1,
        len: 0,
    };
    let d = Diagnostic::error("e").at(loc, "ab");
    assert_eq!(d.render(), "error: e\n --> t.rs:1:1\n  |\n1 | ab\n  | ^");
}

#[test]
fn without_location() {
    let d = Diagnostic::error("no Rust sources found under `api/`");
    assert_eq!(d.render(), "error: no Rust sources found under `api/`");
    let d = d
        .with_code("no-sources")
        .with_note("the generator reads `*.rs` files")
        .with_help("pass --input");
    let expected = "\
error[no-sources]: no Rust sources found under `api/`
  |
  = note: the generator reads `*.rs` files
  = help: pass --input";
    assert_eq!(d.render(), expected);
    let d = Diagnostic::note("3 types read").with_label("ignored without a location");
    assert_eq!(
        d.render(),
        "note: 3 types read\n  |\n  = note: ignored without a location"
    );
}

#[test]
fn location_without_source_line() {
    let d = Diagnostic::warning("w")
        .at_location(Location::new("x.rs", 4, 2, 1))
        .with_label("the label")
        .with_help("h");
    assert_eq!(
        d.render(),
        "warning: w\n --> x.rs:4:2\n  |\n  = note: the label\n  = help: h"
    );
}

fn located(sev: Severity, file: &str, line: usize, col: usize, msg: &str) -> Diagnostic {
    Diagnostic::new(sev, msg).at(Location::new(file, line, col, 1), "x")
}

#[test]
fn sorting() {
    let mut all = Diagnostics::new();
    all.push(Diagnostic::error("global"));
    all.push(located(Severity::Warning, "b.rs", 1, 1, "b1"));
    all.push(located(Severity::Error, "a.rs", 10, 1, "a10"));
    all.push(located(Severity::Error, "a.rs", 2, 7, "a2c7"));
    all.push(located(Severity::Note, "a.rs", 2, 3, "a2c3 note"));
    all.push(located(Severity::Error, "a.rs", 2, 3, "a2c3 error"));
    let render_order: Vec<String> = {
        let text = all.render_all();
        text.lines()
            .filter(|l| l.starts_with("error") || l.starts_with("warning") || l.starts_with("note"))
            .map(str::to_owned)
            .collect()
    };
    assert_eq!(
        render_order,
        [
            "error: a2c3 error",
            "note: a2c3 note",
            "error: a2c7",
            "error: a10",
            "warning: b1",
            "error: global",
            "error: could not generate validations due to 4 previous errors; 1 warning emitted",
        ]
    );
    // render_all does not reorder the list itself; sort() does.
    assert_eq!(all.iter().next().map(|d| d.message.as_str()), Some("global"));
    all.sort();
    let messages: Vec<&str> = all.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(messages, ["a2c3 error", "a2c3 note", "a2c7", "a10", "b1", "global"]);
}

#[test]
fn render_all_exact() {
    let mut all = Diagnostics::new();
    all.push(Diagnostic::warning("w").at(Location::new("b.rs", 2, 1, 1), "x"));
    all.push(Diagnostic::error("e").at(Location::new("a.rs", 1, 1, 2), "ab"));
    let expected = "\
error: e
 --> a.rs:1:1
  |
1 | ab
  | ^^

warning: w
 --> b.rs:2:1
  |
2 | x
  | ^

error: could not generate validations due to 1 previous error; 1 warning emitted
";
    assert_eq!(all.render_all(), expected);
    assert_eq!(all.to_string(), expected);
}

#[test]
fn summary_counts() {
    let mut all = Diagnostics::new();
    assert!(all.is_empty());
    assert_eq!(all.summary(), None);
    assert_eq!(all.render_all(), "");

    all.push(Diagnostic::note("n"));
    assert_eq!(all.summary(), None);
    assert_eq!(all.render_all(), "note: n\n");

    all.push(Diagnostic::warning("w1"));
    assert_eq!(all.summary().as_deref(), Some("warning: 1 warning emitted"));
    all.extend(vec![Diagnostic::warning("w2")]);
    assert_eq!(all.summary().as_deref(), Some("warning: 2 warnings emitted"));
    assert!(!all.has_errors());

    all.push(Diagnostic::error("e1"));
    assert_eq!(
        all.summary().as_deref(),
        Some("error: could not generate validations due to 1 previous error; 2 warnings emitted")
    );
    all.extend([Diagnostic::error("e2"), Diagnostic::error("e3")]);
    assert_eq!(
        all.summary().as_deref(),
        Some("error: could not generate validations due to 3 previous errors; 2 warnings emitted")
    );
    assert!(all.has_errors());
    assert_eq!(
        (all.error_count(), all.warning_count(), all.note_count(), all.len()),
        (3, 2, 1, 6)
    );
    assert!(all
        .render_all()
        .ends_with("\n\nerror: could not generate validations due to 3 previous errors; 2 warnings emitted\n"));

    let only_errors: Diagnostics = vec![Diagnostic::error("a"), Diagnostic::error("b")].into();
    assert_eq!(
        only_errors.summary().as_deref(),
        Some("error: could not generate validations due to 2 previous errors")
    );
    assert_eq!(only_errors.into_vec().len(), 2);
    let collected: Diagnostics = [Diagnostic::warning("x")].into_iter().collect();
    assert_eq!((&collected).into_iter().count(), 1);
    assert_eq!(collected.into_iter().count(), 1);
}

#[test]
fn did_you_mean_cases() {
    let tags = [
        "k8s:minimum",
        "k8s:maximum",
        "k8s:optional",
        "k8s:required",
        "k8s:maxLength",
        "k8s:maxItems",
        "k8s:format",
    ];
    assert_eq!(
        did_you_mean("minimun", ["minimum", "maximum", "optional"]),
        Some("minimum")
    );
    assert_eq!(did_you_mean("k8s:minimun", tags), Some("k8s:minimum"));
    assert_eq!(did_you_mean("k8s:optinal", tags), Some("k8s:optional"));
    assert_eq!(did_you_mean("k8s:requried", tags), Some("k8s:required")); // transposition
    assert_eq!(did_you_mean("k8s:maxlength", tags), Some("k8s:maxLength"));
    assert_eq!(did_you_mean("k8s:optional", tags), Some("k8s:optional"));
    assert_eq!(did_you_mean("k8s:frobnicate", tags), None);
    assert_eq!(did_you_mean("zzz", tags), None);
    assert_eq!(did_you_mean("", tags), None);
    assert_eq!(did_you_mean("x", ["y", "xy"]), Some("xy"));
    assert_eq!(did_you_mean("ab", ["cd"]), None);
    assert_eq!(did_you_mean("abc", std::iter::empty()), None);
    // Ties are broken alphabetically, whatever the candidates' order.
    assert_eq!(
        did_you_mean("k8s:maxItem", ["k8s:maxItemz", "k8s:maxItems"]),
        Some("k8s:maxItems")
    );
    assert_eq!(
        did_you_mean("k8s:maxItem", ["k8s:maxItems", "k8s:maxItemz"]),
        Some("k8s:maxItems")
    );
    assert_eq!(did_you_mean("abcd", ["abcf", "abce"]), Some("abce"));
    // Owned candidates work through as_str.
    let owned = [String::from("k8s:minimum")];
    assert_eq!(
        did_you_mean("k8s:minimun", owned.iter().map(String::as_str)),
        Some("k8s:minimum")
    );
}

#[test]
fn edit_distances() {
    assert_eq!(edit_distance("", ""), 0);
    assert_eq!(edit_distance("abc", ""), 3);
    assert_eq!(edit_distance("", "abc"), 3);
    assert_eq!(edit_distance("kitten", "sitting"), 3);
    assert_eq!(edit_distance("ab", "ba"), 1);
    assert_eq!(edit_distance("ca", "abc"), 3); // optimal string alignment, not full Damerau
    assert_eq!(edit_distance("minimun", "minimum"), 1);
    assert_eq!(edit_distance("é→", "→é"), 1);
}

#[test]
fn locate_offsets() {
    let src = "line one\n\tsecond é line\r\nthird";
    assert_eq!(locate(src, 0), (1, 1, "line one".to_owned()));
    assert_eq!(locate(src, 5), (1, 6, "line one".to_owned()));
    assert_eq!(locate(src, 8), (1, 9, "line one".to_owned()));
    assert_eq!(locate(src, 9), (2, 1, "\tsecond é line".to_owned()));
    // `é` is two bytes; the `l` after it is at byte 9 + 11 = 20, column 11.
    assert_eq!(locate(src, 20), (2, 11, "\tsecond é line".to_owned()));
    // Inside `é`: counts as `é`.
    assert_eq!(locate(src, 18), (2, 9, "\tsecond é line".to_owned()));
    assert_eq!(locate(src, src.len()), (3, 6, "third".to_owned()));
    assert_eq!(locate(src, usize::MAX), (3, 6, "third".to_owned()));
    assert_eq!(locate("", 3), (1, 1, String::new()));
    assert_eq!(locate("a\n", 2), (2, 1, String::new()));
}

#[test]
fn byte_ranges() {
    let src = "struct S {\n    /// +k8s:minimun=1\n    a: u8,\n}\n";
    let start = src.find("+k8s").unwrap();
    let end = start + "+k8s:minimun".len();
    let d = Diagnostic::error("unknown tag").at_byte_range("s.rs", src, start, end);
    assert_eq!(
        d.render(),
        "error: unknown tag\n --> s.rs:2:9\n  |\n2 |     /// +k8s:minimun=1\n  |         ^^^^^^^^^^^^"
    );
    // A range that runs onto the next line is underlined to the end of its first line.
    let (loc, line) = Location::from_byte_range("s.rs", src, start, src.len());
    assert_eq!(
        (loc.line, loc.column, loc.len, line.as_str()),
        (2, 9, 14, "    /// +k8s:minimun=1")
    );
    // Reversed and out-of-range offsets do not panic.
    let (loc, _) = Location::from_byte_range("s.rs", src, 1000, 3);
    assert_eq!(loc.len, 1);
}

#[test]
fn spans_from_syn() {
    let src = "struct S {\n\tpub field_name: Option<u8>,\n    other: Vec<\n        u8>,\n}\n";
    let item: syn::ItemStruct = syn::parse_str(src).unwrap();
    let fields: Vec<&syn::Field> = item.fields.iter().collect();
    let ident = fields[0].ident.as_ref().unwrap();
    let d = Diagnostic::error("bad field")
        .at_span("s.rs", src, ident.span())
        .with_label("here");
    assert_eq!(
        d.render(),
        "error: bad field\n --> s.rs:2:6\n  |\n2 |     pub field_name: Option<u8>,\n  |         ^^^^^^^^^^ here"
    );
    // A span over several lines: underlined to the end of its first line.
    let ty = &fields[1].ty;
    let span = syn::spanned::Spanned::span(ty);
    let (loc, line) = location_from_span("s.rs", src, span).unwrap();
    assert_eq!(
        (loc.line, loc.column, loc.len, line.as_str()),
        (3, 12, 4, "    other: Vec<")
    );
    // Outside a proc macro, `Span::call_site()` reports 1:0, i.e. 1:1.
    let (loc, _) = location_from_span("s.rs", src, proc_macro2::Span::call_site()).unwrap();
    assert_eq!((loc.line, loc.column, loc.len), (1, 1, 1));
    assert_eq!(source_line(src, 0), None);
    assert_eq!(source_line(src, 99), None);
    assert_eq!(source_line("a\r\nb", 1).as_deref(), Some("a"));
}

#[test]
fn display_impls() {
    assert_eq!(Severity::Warning.to_string(), "warning");
    assert!(Severity::Error < Severity::Warning && Severity::Warning < Severity::Note);
    assert_eq!(Location::new("a/b.rs", 3, 4, 1).to_string(), "a/b.rs:3:4");
    let boxed: Box<dyn std::error::Error> = Box::new(Diagnostic::error("x"));
    assert_eq!(boxed.to_string(), "error: x");
}

#[test]
fn lint_rendering_and_dedup() {
    let at = |line| Location::new("a.rs", line, 1, 1);
    let mut all: Diagnostics = vec![
        Diagnostic::error("same").with_code("unknown-tag").at_location(at(2)),
        Diagnostic::error("same")
            .with_code("unknown-tag")
            .with_label("a label differs")
            .at_location(at(2)),
        Diagnostic::error("same").with_code("unknown-tag").at_location(at(3)),
        Diagnostic::warning("w").with_code("no-effect").at_location(at(1)),
    ]
    .into();
    all.sort();
    all.dedup();
    assert_eq!(all.len(), 3, "one of the two identical findings on line 2 is dropped");
    assert!(all
        .render_lint()
        .ends_with("\n\nerror: lint failed due to 2 previous errors; 1 warning emitted\n"));
}
