//! Flow collections read as go-yaml reads them.
//!
//! Plain scalars with `:`: go-yaml ends a plain scalar in `[...]` or
//! `{...}` only at `: ` (a colon and a blank) or at `,`, `[`, `]`, `{`,
//! `}`, so `[1.2.3.4, 001:db8::]` holds the string `001:db8::` and
//! `{k: a:}` maps `k` to `a:`. YAML 1.2 (saphyr) also ends it at a colon
//! followed by one of those, reading `001:db8:` as a key. Before parsing,
//! such scalars are found and single-quoted, which gives saphyr go-yaml's
//! reading: a plain scalar holding a colon always resolves to its text, so
//! quoting changes nothing else, and no line moves.
//!
//! Indentation: go-yaml does not check the indentation of the lines inside
//! a flow collection; YAML 1.2 (saphyr) wants them indented more than the
//! block around it, so `args: [\n  "a",\n]` with `]` under `args` is
//! `invalid indentation` there. Such lines are indented to the column of
//! the collection's opening bracket before parsing: leading blanks inside
//! a flow collection are no part of any value, and no line moves.

use std::borrow::Cow;

/// A change to the text, at a byte offset.
enum Edit {
    /// Single-quote the plain scalar at `start..end`.
    Quote(usize, usize),
    /// Insert this many spaces at the offset (a line's start).
    Indent(usize, usize),
}

/// `text` with each flow plain scalar that holds a colon followed by a flow
/// indicator quoted, and each line inside a flow collection indented at
/// least to its opening bracket; borrowed when there is none (almost
/// always).
pub(crate) fn quote_flow_colons(text: &str) -> Cow<'_, str> {
    if !may_need_edits(text.as_bytes()) {
        return Cow::Borrowed(text);
    }
    let edits = edits(text.as_bytes());
    if edits.is_empty() {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 2 * edits.len());
    let mut done = 0;
    for edit in edits {
        match edit {
            Edit::Quote(start, end) => {
                out.push_str(text.get(done..start).unwrap_or_default());
                out.push('\'');
                out.push_str(&text.get(start..end).unwrap_or_default().replace('\'', "''"));
                out.push('\'');
                done = end;
            }
            Edit::Indent(at, spaces) => {
                out.push_str(text.get(done..at).unwrap_or_default());
                out.extend(std::iter::repeat_n(' ', spaces));
                done = at;
            }
        }
    }
    out.push_str(text.get(done..).unwrap_or_default());
    Cow::Owned(out)
}

/// One pass over the bytes: a colon followed by a flow indicator, or a
/// line that opens more brackets than it closes (a flow collection that
/// goes on to the next line). Without either there is nothing to edit.
fn may_need_edits(b: &[u8]) -> bool {
    let mut open = 0i64;
    let mut previous = b'\n';
    for &c in b {
        match c {
            b'[' | b'{' => open += 1,
            b']' | b'}' => open -= 1,
            b'\n' if open > 0 => return true,
            b'\n' => open = 0,
            _ => {}
        }
        if previous == b':' && is_flow_indicator(c) {
            return true;
        }
        previous = c;
    }
    false
}

fn is_blank(b: Option<&u8>) -> bool {
    matches!(b, None | Some(b' ' | b'\t' | b'\r' | b'\n'))
}

fn is_flow_indicator(b: u8) -> bool {
    matches!(b, b',' | b'[' | b']' | b'{' | b'}')
}

/// The edits, in order: the flow plain scalars go-yaml and saphyr read
/// differently, and the lines inside flow collections indented less than
/// their opening bracket. A light scan of the YAML structure: block
/// scalars, comments and quoted scalars are skipped; a flow collection
/// starts at a `[` or `{` where a node starts.
fn edits(b: &[u8]) -> Vec<Edit> {
    let mut edits = Vec::new();
    let mut depth = 0usize;
    // The column of the outermost open flow collection's bracket.
    let mut flow_column = 0;
    let mut line_begin = 0;
    let mut i = 0;
    let mut line_start = true;
    let mut token_start = true;
    let mut line_indent = 0;
    // Inside a block scalar: the indentation of the line that opened it.
    let mut block_scalar: Option<usize> = None;
    while i < b.len() {
        if line_start {
            let indent = b.get(i..).map_or(0, |r| r.iter().take_while(|c| **c == b' ').count());
            let blank_line = is_blank(b.get(i + indent)) && b.get(i + indent) != Some(&b' ');
            line_start = false;
            if let Some(parent) = block_scalar {
                if blank_line || indent > parent {
                    i = next_line(b, i);
                    line_start = true;
                    continue;
                }
                block_scalar = None;
            }
            line_indent = indent;
            line_begin = i;
            if depth > 0 && !blank_line && indent < flow_column {
                edits.push(Edit::Indent(i, flow_column - indent));
            }
            i += indent;
            if depth == 0 {
                token_start = true;
            }
            continue;
        }
        let Some(&c) = b.get(i) else { break };
        match c {
            b'\n' => {
                line_start = true;
                i += 1;
                continue;
            }
            b' ' | b'\t' | b'\r' => {
                i += 1;
                continue;
            }
            b'#' if i == 0 || is_blank(b.get(i - 1)) => {
                i = next_line(b, i);
                line_start = true;
                continue;
            }
            b'\'' | b'"' if token_start => {
                i = quoted_end(b, i);
                token_start = false;
                continue;
            }
            _ => {}
        }
        if depth == 0 {
            match c {
                b'-' if b.get(i..i + 3) == Some(b"---") && is_blank(b.get(i + 3)) => {
                    i += 3;
                    token_start = true;
                    continue;
                }
                b'[' | b'{' if token_start => {
                    depth = 1;
                    flow_column = i - line_begin;
                    token_start = true;
                }
                b'|' | b'>' if token_start => {
                    block_scalar = Some(line_indent);
                    i = next_line(b, i);
                    line_start = true;
                    continue;
                }
                b'-' | b'?' | b':' if is_blank(b.get(i + 1)) => token_start = true,
                b'&' | b'!' if token_start => {
                    i = token_end(b, i);
                    continue;
                }
                _ => token_start = false,
            }
            i += 1;
            continue;
        }
        match c {
            b'[' | b'{' => {
                depth += 1;
                token_start = true;
            }
            b']' | b'}' => {
                depth -= 1;
                token_start = false;
            }
            b',' => token_start = true,
            b':' | b'?' if is_blank(b.get(i + 1)) || token_start => token_start = true,
            b'&' | b'!' if token_start => {
                i = token_end(b, i);
                continue;
            }
            _ if token_start => {
                let (end, diverges) = flow_plain_end(b, i);
                if diverges {
                    edits.push(Edit::Quote(i, end));
                }
                i = end;
                token_start = false;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    edits
}

/// The end of the flow plain scalar starting at `start` as go-yaml reads
/// it (on this line), trailing blanks left out, and whether saphyr would
/// end it earlier (a colon followed by a flow indicator).
fn flow_plain_end(b: &[u8], start: usize) -> (usize, bool) {
    let mut j = start;
    let mut diverges = false;
    while let Some(&c) = b.get(j) {
        match c {
            b'\n' | b'\r' => break,
            b':' if is_blank(b.get(j + 1)) => break,
            b':' => diverges |= b.get(j + 1).copied().is_some_and(is_flow_indicator),
            b' ' | b'\t' if b.get(j + 1) == Some(&b'#') => break,
            c if is_flow_indicator(c) => break,
            _ => {}
        }
        j += 1;
    }
    let mut end = j;
    while end > start && matches!(b.get(end - 1), Some(b' ' | b'\t')) {
        end -= 1;
    }
    (end, diverges)
}

/// Past an anchor or a tag and the blanks after it.
fn token_end(b: &[u8], start: usize) -> usize {
    let mut j = start;
    while b.get(j).is_some_and(|c| !is_blank(Some(c)) && !is_flow_indicator(*c)) {
        j += 1;
    }
    j
}

/// Past the quoted scalar opened at `start`.
fn quoted_end(b: &[u8], start: usize) -> usize {
    let quote = b.get(start).copied().unwrap_or(b'"');
    let mut j = start + 1;
    while let Some(&c) = b.get(j) {
        if quote == b'\'' && c == b'\'' {
            if b.get(j + 1) == Some(&b'\'') {
                j += 2;
                continue;
            }
            return j + 1;
        }
        if quote == b'"' && c == b'\\' {
            j += 2;
            continue;
        }
        if quote == b'"' && c == b'"' {
            return j + 1;
        }
        j += 1;
    }
    b.len()
}

fn next_line(b: &[u8], from: usize) -> usize {
    b.get(from..)
        .and_then(|r| r.iter().position(|c| *c == b'\n'))
        .map_or(b.len(), |p| from + p + 1)
}
