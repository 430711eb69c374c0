//! The tag grammar on arbitrary text: it parses or returns an error whose
//! span lies inside the text; it never panics.

#![no_main]

use libfuzzer_sys::fuzz_target;
use validation_gen::tags::{parse_raw_tag, parse_tag, tag_lines, Span};

fn assert_inside(text: &str, span: Span) {
    assert!(
        span.start <= span.end && span.end <= text.len(),
        "{span:?} outside {text:?}"
    );
    assert!(text.is_char_boundary(span.start) && text.is_char_boundary(span.end));
}

fuzz_target!(|text: &str| {
    match parse_tag(text) {
        Ok(tag) => {
            for link in tag.chain() {
                assert_inside(text, link.name_span);
                if let Some(value) = link.value_span {
                    assert_inside(text, value);
                }
            }
        }
        Err(e) => assert_inside(text, e.span),
    }
    let _ = parse_raw_tag(text);
    for line in tag_lines(text) {
        assert!(text.get(line.offset..).is_some_and(|rest| rest.contains(line.text)));
    }
});
