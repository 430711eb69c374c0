//! Source positions of expression nodes. The `cel` crate's parser drops
//! its positions on success, so they are recovered here: the source is
//! tokenized, the tree is walked in source order, and each node is matched
//! to the token cel-go places it at (a call at its operator or `(`, a
//! selection at its `.`, an identifier at itself).

use std::collections::HashMap;

use cel::common::ast::{EntryExpr, Expr};
use cel::IdedExpr;

#[derive(Clone, Debug, PartialEq)]
enum Token {
    Ident(String),
    Punct(&'static str),
    /// A literal or anything else no node is placed at.
    Other,
}

/// The token sequence a node is placed at; the node's position is that of
/// the token at index `at` of the sequence.
struct Anchor {
    id: Option<u64>,
    tokens: Vec<Token>,
    at: usize,
}

const PUNCTS: [&str; 25] = [
    "==", "!=", "<=", ">=", "&&", "||", "<", ">", "+", "-", "*", "/", "%", "!", "?", ":", ".", ",", "[", "]", "(", ")",
    "{", "}", "=",
];

/// The byte offset of every node of `expr` in `source` that could be placed.
pub(crate) fn offsets(source: &str, expr: &IdedExpr) -> HashMap<u64, usize> {
    let tokens = tokenize(source);
    let mut anchors = Vec::new();
    walk(expr, &mut anchors);
    let mut out = HashMap::new();
    let mut cursor = 0;
    for anchor in anchors {
        let Some(start) = (cursor..tokens.len()).find(|&i| {
            anchor
                .tokens
                .iter()
                .enumerate()
                .all(|(k, t)| tokens.get(i + k).is_some_and(|(tok, _)| tok == t))
        }) else {
            continue;
        };
        if let (Some(id), Some((_, offset))) = (anchor.id, tokens.get(start + anchor.at)) {
            out.entry(id).or_insert(*offset);
        }
        cursor = start + anchor.at + 1;
    }
    out
}

fn ident(name: &str) -> Token {
    Token::Ident(name.to_owned())
}

fn push(anchors: &mut Vec<Anchor>, id: Option<u64>, tokens: Vec<Token>, at: usize) {
    anchors.push(Anchor { id, tokens, at });
}

/// Records the anchors of `e` in source order.
fn walk(e: &IdedExpr, anchors: &mut Vec<Anchor>) {
    let id = Some(e.id);
    match &e.expr {
        Expr::Ident(name) => push(anchors, id, vec![ident(name)], 0),
        Expr::Literal(literal) => {
            use cel::common::ast::LiteralValue;
            let token = match literal {
                LiteralValue::Boolean(b) => ident(if **b { "true" } else { "false" }),
                LiteralValue::Null => ident("null"),
                _ => Token::Other,
            };
            // A negative number is one literal placed at its `-`.
            let negative = match literal {
                LiteralValue::Int(n) => *n.inner() < 0,
                LiteralValue::Double(d) => d.inner().is_sign_negative(),
                _ => false,
            };
            let tokens = if negative {
                vec![Token::Punct("-"), token]
            } else {
                vec![token]
            };
            push(anchors, id, tokens, 0);
        }
        Expr::Unspecified => {}
        Expr::Select(s) if s.test => {
            // `has(a.b)`: placed at `has(`'s parenthesis.
            push(anchors, id, vec![ident("has"), Token::Punct("(")], 1);
            walk(&s.operand, anchors);
            push(anchors, None, vec![Token::Punct("."), ident(&s.field)], 0);
        }
        Expr::Select(s) => {
            walk(&s.operand, anchors);
            push(anchors, id, vec![Token::Punct("."), ident(&s.field)], 0);
        }
        Expr::Call(c) => call(e.id, c, anchors),
        Expr::List(l) => {
            push(anchors, id, vec![Token::Punct("[")], 0);
            l.elements.iter().for_each(|x| walk(x, anchors));
        }
        Expr::Map(m) => {
            push(anchors, id, vec![Token::Punct("{")], 0);
            for entry in &m.entries {
                if let EntryExpr::MapEntry(me) = &entry.expr {
                    walk(&me.key, anchors);
                    walk(&me.value, anchors);
                }
            }
        }
        Expr::Struct(_) => {}
        Expr::Comprehension(c) if c.iter_var2.is_some() => {
            walk(&c.iter_range, anchors);
            let (name, parts) = two_variable_macro(c);
            push(anchors, id, vec![Token::Punct("."), ident(name), Token::Punct("(")], 2);
            push(anchors, None, vec![ident(&c.iter_var)], 0);
            if let Some(second) = &c.iter_var2 {
                push(anchors, None, vec![ident(second)], 0);
            }
            for part in parts {
                walk(part, anchors);
            }
        }
        Expr::Comprehension(c) if c.accu_var == crate::library::SORT_BY_INPUT => {
            // `list.sortBy(e, key)`: bound to its input, sorted by the
            // keys `map(e, key)` gives.
            walk(&c.accu_init, anchors);
            push(
                anchors,
                id,
                vec![Token::Punct("."), ident("sortBy"), Token::Punct("(")],
                2,
            );
            let keys = match &c.result.expr {
                Expr::Call(sorted) => sorted.args.first(),
                _ => None,
            };
            if let Some(Expr::Comprehension(keys)) = keys.map(|k| &k.expr) {
                push(anchors, None, vec![ident(&keys.iter_var)], 0);
                for part in user_parts(keys) {
                    walk(part, anchors);
                }
            }
        }
        Expr::Comprehension(c) => {
            walk(&c.iter_range, anchors);
            let name = macro_name(c);
            push(anchors, id, vec![Token::Punct("."), ident(name), Token::Punct("(")], 2);
            push(anchors, None, vec![ident(&c.iter_var)], 0);
            for part in user_parts(c) {
                walk(part, anchors);
            }
        }
    }
}

fn call(id: u64, c: &cel::common::ast::CallExpr, anchors: &mut Vec<Anchor>) {
    if let Some((name, target, variable, mapped)) = crate::library::expanded_optional_macro(c) {
        // `opt.optMap(v, expr)`: placed at its parenthesis.
        walk(target, anchors);
        push(
            anchors,
            Some(id),
            vec![Token::Punct("."), ident(name), Token::Punct("(")],
            2,
        );
        push(anchors, None, vec![ident(variable)], 0);
        walk(mapped, anchors);
        return;
    }
    let id = Some(id);
    let name = c.func_name.as_str();
    if let Some(symbol) = operator_symbol(name) {
        match c.args.as_slice() {
            [a, b] if name == "_[_]" || name == "_[?_]" => {
                walk(a, anchors);
                push(anchors, id, vec![Token::Punct("[")], 0);
                walk(b, anchors);
            }
            [a, b] if name == "_?._" => {
                walk(a, anchors);
                push(anchors, id, vec![Token::Punct("."), Token::Punct("?")], 0);
                let _ = b;
            }
            [a, b] => {
                walk(a, anchors);
                push(anchors, id, vec![symbol], 0);
                walk(b, anchors);
            }
            [a] => {
                push(anchors, id, vec![symbol], 0);
                walk(a, anchors);
            }
            [cond, a, b] => {
                walk(cond, anchors);
                push(anchors, id, vec![symbol], 0);
                walk(a, anchors);
                walk(b, anchors);
            }
            _ => c.args.iter().for_each(|a| walk(a, anchors)),
        }
        return;
    }
    match &c.target {
        Some(t) => {
            walk(t, anchors);
            push(anchors, id, vec![Token::Punct("."), ident(name), Token::Punct("(")], 2);
        }
        None => push(anchors, id, vec![ident(name), Token::Punct("(")], 1),
    }
    c.args.iter().for_each(|a| walk(a, anchors));
}

fn operator_symbol(name: &str) -> Option<Token> {
    let symbol = match name {
        "_==_" => "==",
        "_!=_" => "!=",
        "_<_" => "<",
        "_<=_" => "<=",
        "_>_" => ">",
        "_>=_" => ">=",
        "_&&_" => "&&",
        "_||_" => "||",
        "_+_" => "+",
        "_-_" | "-_" => "-",
        "_*_" => "*",
        "_/_" => "/",
        "_%_" => "%",
        "!_" => "!",
        "_?_:_" => "?",
        "_[_]" | "_[?_]" => "[",
        "_?._" => ".",
        "@in" => return Some(ident("in")),
        _ => return None,
    };
    Some(Token::Punct(symbol))
}

/// The macro a comprehension was expanded from.
pub(crate) fn macro_name(c: &cel::common::ast::ComprehensionExpr) -> &'static str {
    match &c.loop_step.expr {
        Expr::Call(s) if s.func_name == "_&&_" => "all",
        Expr::Call(s) if s.func_name == "_||_" => "exists",
        Expr::Call(s) if s.func_name == "_+_" => "map",
        Expr::Call(s) if s.func_name == "_?_:_" => match s.args.get(1).map(|a| &a.expr) {
            Some(Expr::Call(add)) if matches!(add.args.get(1).map(|x| &x.expr), Some(Expr::Literal(_))) => "exists_one",
            Some(Expr::Call(add)) => match add.args.get(1).map(|x| &x.expr) {
                Some(Expr::List(l)) if is_iter_var(l.elements.first(), &c.iter_var) => "filter",
                _ => "map",
            },
            _ => "map",
        },
        _ => "all",
    }
}

/// The two-variable macro a comprehension was expanded from, and the
/// expressions the user wrote in it, in source order.
fn two_variable_macro<'c>(c: &'c cel::common::ast::ComprehensionExpr) -> (&'static str, Vec<&'c IdedExpr>) {
    fn appended(add: &IdedExpr) -> Option<&IdedExpr> {
        let Expr::Call(add) = &add.expr else { return None };
        let Expr::List(l) = &add.args.get(1)?.expr else {
            return None;
        };
        l.elements.first()
    }
    let Expr::Call(step) = &c.loop_step.expr else {
        return ("all", Vec::new());
    };
    let inserted = |insert: &'c IdedExpr| -> Option<(&'static str, &'c IdedExpr)> {
        let Expr::Call(call) = &insert.expr else { return None };
        if call.func_name != crate::two_var::MAP_INSERT {
            return None;
        }
        match call.args.as_slice() {
            [_, _, value] => Some(("transformMap", value)),
            [_, entry] => Some(("transformMapEntry", entry)),
            _ => None,
        }
    };
    if let Some((name, value)) = inserted(&c.loop_step) {
        return (name, vec![value]);
    }
    match (step.func_name.as_str(), step.args.as_slice()) {
        ("_?_:_", [p, insert, _]) if inserted(insert).is_some() => match inserted(insert) {
            Some((name, value)) => (name, vec![p, value]),
            None => ("all", Vec::new()),
        },
        ("_&&_", [_, p]) => ("all", vec![p]),
        ("_||_", [_, p]) => ("exists", vec![p]),
        ("_?_:_", [p, add, _]) => match appended(add) {
            Some(t) => ("transformList", vec![p, t]),
            None => ("existsOne", vec![p]),
        },
        ("_+_", _) => ("transformList", appended(&c.loop_step).into_iter().collect()),
        _ => ("all", Vec::new()),
    }
}

fn is_iter_var(e: Option<&IdedExpr>, var: &str) -> bool {
    matches!(e.map(|e| &e.expr), Some(Expr::Ident(n)) if n == var)
}

/// The expressions the user wrote inside a macro, in source order (the
/// rest of the comprehension is the expansion's plumbing).
fn user_parts(c: &cel::common::ast::ComprehensionExpr) -> Vec<&IdedExpr> {
    let Expr::Call(step) = &c.loop_step.expr else {
        return Vec::new();
    };
    fn mapped<'a>(add: &'a IdedExpr, iter_var: &str) -> Option<&'a IdedExpr> {
        let Expr::Call(add) = &add.expr else { return None };
        let Expr::List(l) = &add.args.get(1)?.expr else {
            return None;
        };
        l.elements.first().filter(|e| !is_iter_var(Some(e), iter_var))
    }
    match (step.func_name.as_str(), step.args.as_slice()) {
        ("_&&_" | "_||_", [_, p]) => vec![p],
        ("_?_:_", [p, add, _]) => std::iter::once(p).chain(mapped(add, &c.iter_var)).collect(),
        ("_+_", _) => mapped(&c.loop_step, &c.iter_var).into_iter().collect(),
        _ => Vec::new(),
    }
}

/// CEL's tokens with their byte offsets.
fn tokenize(source: &str) -> Vec<(Token, usize)> {
    let bytes = source.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if b.is_ascii_whitespace() {
            i += 1;
        } else if source.get(i..).is_some_and(|r| r.starts_with("//")) {
            i = source
                .get(i..)
                .and_then(|r| r.find('\n'))
                .map_or(bytes.len(), |n| i + n);
        } else if let Some(end) = string_literal(source, i) {
            out.push((Token::Other, i));
            i = end;
        } else if b.is_ascii_alphabetic() || b == b'_' {
            let end = (i..bytes.len())
                .find(|&j| bytes.get(j).is_none_or(|c| !(c.is_ascii_alphanumeric() || *c == b'_')))
                .unwrap_or(bytes.len());
            out.push((Token::Ident(source.get(i..end).unwrap_or("").to_owned()), i));
            i = end;
        } else if b.is_ascii_digit() {
            let end = (i..bytes.len())
                .find(|&j| {
                    bytes.get(j).is_none_or(|c| {
                        !(c.is_ascii_alphanumeric()
                            || *c == b'.' && bytes.get(j + 1).is_some_and(u8::is_ascii_digit)
                            || (*c == b'+' || *c == b'-') && matches!(bytes.get(j.wrapping_sub(1)), Some(b'e' | b'E')))
                    })
                })
                .unwrap_or(bytes.len());
            out.push((Token::Other, i));
            i = end;
        } else if let Some(p) = PUNCTS
            .iter()
            .find(|p| source.get(i..).is_some_and(|r| r.starts_with(**p)))
        {
            out.push((Token::Punct(p), i));
            i += p.len();
        } else {
            let width = source.get(i..).and_then(|r| r.chars().next()).map_or(1, char::len_utf8);
            out.push((Token::Other, i));
            i += width;
        }
    }
    out
}

/// The end of the string or bytes literal starting at `i` (with its `r`,
/// `b` prefixes and single, double or triple quotes), if one starts there.
fn string_literal(source: &str, i: usize) -> Option<usize> {
    let rest = source.get(i..)?;
    let prefix = rest.find(['\'', '"'])?;
    let letters = rest.get(..prefix)?;
    if letters.len() > 2 || !letters.chars().all(|c| matches!(c, 'r' | 'R' | 'b' | 'B')) {
        return None;
    }
    let raw = letters.contains(['r', 'R']);
    let body = rest.get(prefix..)?;
    let quote = if body.starts_with("'''") {
        "'''"
    } else if body.starts_with("\"\"\"") {
        "\"\"\""
    } else {
        body.get(..1)?
    };
    let mut j = prefix + quote.len();
    while j < rest.len() {
        let tail = rest.get(j..)?;
        if tail.starts_with(quote) {
            return Some(i + j + quote.len());
        }
        let c = tail.chars().next()?;
        j += if c == '\\' && !raw {
            1 + tail.get(1..)?.chars().next().map_or(0, char::len_utf8)
        } else {
            c.len_utf8()
        };
    }
    Some(source.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rule::parse_plain;

    fn column_of(source: &str, find: impl Fn(&IdedExpr) -> bool) -> Option<usize> {
        let expr = parse_plain(source).unwrap();
        let offsets = offsets(source, &expr);
        let mut found = None;
        visit(&expr, &mut |e| {
            if found.is_none() && find(e) {
                found = offsets.get(&e.id).copied();
            }
        });
        found.map(|o| o + 1)
    }

    fn visit(e: &IdedExpr, f: &mut dyn FnMut(&IdedExpr)) {
        f(e);
        match &e.expr {
            Expr::Call(c) => {
                c.target.iter().for_each(|t| visit(t, f));
                c.args.iter().for_each(|a| visit(a, f));
            }
            Expr::Select(s) => visit(&s.operand, f),
            Expr::Comprehension(c) => {
                for x in [&c.iter_range, &c.accu_init, &c.loop_cond, &c.loop_step, &c.result] {
                    visit(x, f);
                }
            }
            Expr::List(l) => l.elements.iter().for_each(|x| visit(x, f)),
            _ => {}
        }
    }

    fn call_named(name: &'static str) -> impl Fn(&IdedExpr) -> bool {
        move |e| matches!(&e.expr, Expr::Call(c) if c.func_name == name)
    }

    #[test]
    fn nodes_are_placed_where_cel_go_places_them() {
        // The outer `+` is the second one.
        assert_eq!(column_of("self.a + 1 + 'x+y'", call_named("_+_")), Some(12));
        assert_eq!(
            column_of("'a.b(' + self.name.startsWith(1)", call_named("startsWith")),
            Some(30)
        );
        assert_eq!(column_of("size(self.x) > 0", call_named("size")), Some(5));
        assert_eq!(
            column_of(
                "self.l.all(x, x.y == 1)",
                |e| matches!(&e.expr, Expr::Select(s) if s.field == "y")
            ),
            Some(16)
        );
        assert_eq!(
            column_of("has(self.a.b)", |e| matches!(&e.expr, Expr::Select(s) if s.test)),
            Some(4)
        );
        assert_eq!(
            column_of("r'\\d' == x", |e| matches!(&e.expr, Expr::Ident(n) if n == "x")),
            Some(10)
        );
    }
}
