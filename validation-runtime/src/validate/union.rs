//! Unions: exactly one member set (`union`), at most one
//! (`zero_or_one_of`), or the member selected by a discriminator
//! (`discriminated_union`). Members and their set-ness come as fixed-size
//! arrays, so checking a valid object allocates nothing.
//!
//! Ratcheting: on update with an old object, when no member's set-ness (and
//! not the discriminator) changed, nothing is reported, so pre-existing
//! violations survive unrelated updates.

use crate::{BadValue, ErrorList, FieldError, Operation, Path};

/// `` `a`, `b`, `c` ``
fn listing(members: &[&str]) -> String {
    members.iter().map(|m| format!("`{m}`")).collect::<Vec<_>>().join(", ")
}

/// `{b, d}`: the members that are set.
fn set_members(members: &[&str], set: &[bool]) -> String {
    let names: Vec<&str> = members.iter().zip(set).filter(|(_, s)| **s).map(|(m, _)| *m).collect();
    format!("{{{}}}", names.join(", "))
}

fn unchanged<const N: usize>(op: &Operation, new: &[bool; N], old: Option<&[bool; N]>) -> bool {
    op.is_update() && old.is_some_and(|old| old == new)
}

/// Exactly one member must be set: Invalid at the struct's path with
/// `must specify one of: ..` (none) or `must specify exactly one of: ..`
/// (several, bad value `{a, b}`); origin `union`.
#[inline]
pub fn union<const N: usize>(
    op: &Operation,
    path: &Path<'_>,
    members: &[&str; N],
    new: [bool; N],
    old: Option<[bool; N]>,
) -> ErrorList {
    let count = new.iter().filter(|s| **s).count();
    if count == 1 || unchanged(op, &new, old.as_ref()) {
        return ErrorList::new();
    }
    union_error(*path, members, &new, count == 0)
}

#[cold]
fn union_error(path: Path<'_>, members: &[&str], set: &[bool], none: bool) -> ErrorList {
    let error = if none {
        FieldError::invalid(
            &path,
            BadValue::String(String::new()),
            format!("must specify one of: {}", listing(members)),
        )
    } else {
        FieldError::invalid(
            &path,
            BadValue::String(set_members(members, set)),
            format!("must specify exactly one of: {}", listing(members)),
        )
    };
    ErrorList::from(vec![error.with_origin("union")])
}

/// At most one member may be set: Invalid `must specify at most one of: ..`
/// with bad value `{a, b}`, origin `zeroOrOneOf`.
#[inline]
pub fn zero_or_one_of<const N: usize>(
    op: &Operation,
    path: &Path<'_>,
    members: &[&str; N],
    new: [bool; N],
    old: Option<[bool; N]>,
) -> ErrorList {
    if new.iter().filter(|s| **s).count() <= 1 || unchanged(op, &new, old.as_ref()) {
        return ErrorList::new();
    }
    zero_or_one_error(*path, members, &new)
}

#[cold]
fn zero_or_one_error(path: Path<'_>, members: &[&str], set: &[bool]) -> ErrorList {
    ErrorList::from(vec![FieldError::invalid(
        &path,
        BadValue::String(set_members(members, set)),
        format!("must specify at most one of: {}", listing(members)),
    )
    .with_origin("zeroOrOneOf")])
}

/// The member whose discriminator value equals the discriminator must be
/// set, and no other: Invalid at `path.<member>` with bad value `""`,
/// ``may only be specified when `<disc>` is "<value>"`` or ``must be
/// specified when `<disc>` is "<value>"``, origin `union`. `members` are
/// (JSON name, discriminator value) pairs. An unknown discriminator value is
/// not an error here.
#[inline]
pub fn discriminated_union<const N: usize>(
    op: &Operation,
    path: &Path<'_>,
    discriminator: &str,
    members: &[(&str, &str); N],
    new: (&str, [bool; N]),
    old: Option<(&str, [bool; N])>,
) -> ErrorList {
    let (value, set) = new;
    let consistent = members
        .iter()
        .zip(&set)
        .all(|((_, selects), s)| *s == (*selects == value));
    let ratcheted = op.is_update() && old.is_some_and(|(old_value, old_set)| old_value == value && old_set == set);
    if consistent || ratcheted {
        return ErrorList::new();
    }
    discriminated_errors(*path, discriminator, members, value, &set)
}

#[cold]
fn discriminated_errors(
    path: Path<'_>,
    discriminator: &str,
    members: &[(&str, &str)],
    value: &str,
    set: &[bool],
) -> ErrorList {
    members
        .iter()
        .zip(set)
        .filter_map(|((member, selects), is_set)| {
            let detail = match (*is_set, *selects == value) {
                (true, false) => format!(
                    "may only be specified when `{discriminator}` is {}",
                    crate::quote::go_quote(selects)
                ),
                (false, true) => format!(
                    "must be specified when `{discriminator}` is {}",
                    crate::quote::go_quote(value)
                ),
                _ => return None,
            };
            Some(FieldError::invalid(&path.child(member), BadValue::String(String::new()), detail).with_origin("union"))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn messages(errs: &ErrorList) -> Vec<String> {
        errs.iter().map(|e| format!("{e} ({})", e.origin)).collect()
    }

    const MEMBERS: [&str; 4] = ["a", "b", "c", "d"];

    #[test]
    fn exactly_one() {
        let op = Operation::create();
        let p = Path::new("s");
        assert!(
            union(&op, &p, &MEMBERS, [false, true, false, false], None)
                .into_vec()
                .capacity()
                == 0
        );
        assert_eq!(
            messages(&union(&op, &p, &MEMBERS, [false, true, false, true], None)),
            ["s: Invalid value: \"{b, d}\": must specify exactly one of: `a`, `b`, `c`, `d` (union)"]
        );
        assert_eq!(
            messages(&union(&op, &p, &MEMBERS, [false; 4], None)),
            ["s: Invalid value: \"\": must specify one of: `a`, `b`, `c`, `d` (union)"]
        );
    }

    #[test]
    fn unchanged_membership_is_ratcheted_on_update() {
        let op = Operation::update();
        let p = Path::new("s");
        let both = [true, true, false, false];
        assert!(union(&op, &p, &MEMBERS, both, Some(both)).is_empty());
        assert_eq!(
            union(&op, &p, &MEMBERS, both, Some([true, false, false, false])).len(),
            1
        );
        assert_eq!(union(&op, &p, &MEMBERS, both, None).len(), 1, "no old object: checked");
    }

    #[test]
    fn at_most_one() {
        let op = Operation::create();
        let p = Path::new("s");
        assert!(zero_or_one_of(&op, &p, &MEMBERS, [false; 4], None).is_empty());
        assert_eq!(
            messages(&zero_or_one_of(&op, &p, &MEMBERS, [true, false, true, false], None)),
            ["s: Invalid value: \"{a, c}\": must specify at most one of: `a`, `b`, `c`, `d` (zeroOrOneOf)"]
        );
    }

    #[test]
    fn discriminated() {
        let op = Operation::create();
        let p = Path::new("s");
        let members = [("fieldA", "FieldA"), ("fieldB", "B")];
        assert!(discriminated_union(&op, &p, "type", &members, ("B", [false, true]), None).is_empty());
        assert_eq!(
            messages(&discriminated_union(
                &op,
                &p,
                "type",
                &members,
                ("B", [true, false]),
                None
            )),
            [
                "s.fieldA: Invalid value: \"\": may only be specified when `type` is \"FieldA\" (union)",
                "s.fieldB: Invalid value: \"\": must be specified when `type` is \"B\" (union)",
            ]
        );
        assert_eq!(
            messages(&discriminated_union(
                &op,
                &p,
                "type",
                &members,
                ("Other", [true, false]),
                None
            )),
            ["s.fieldA: Invalid value: \"\": may only be specified when `type` is \"FieldA\" (union)"]
        );
        let update = Operation::update();
        let bad = ("B", [true, false]);
        assert!(discriminated_union(&update, &p, "type", &members, bad, Some(bad)).is_empty());
    }
}
