//! Kubernetes' semver library (`k8s.io/apiserver/pkg/cel/library/
//! semverlib.go`, version 1, from 1.33): `semver` and `isSemver` (strict,
//! or normalized with a second argument `true`), `major`, `minor`,
//! `patch`, `isGreaterThan`, `isLessThan` and `compareTo`. Versions are
//! checked and worded as `blang/semver` does (`go_errors`), ordered by
//! semver.org's precedence, build metadata ignored (also by `==`).

use std::cmp::Ordering;
use std::sync::LazyLock;

use cel::common::types::{Type, BOOL_TYPE, STRING_TYPE};
use cel::common::value::{CowVal, Val};
use cel::{DeclarationError, Env, ExecutionError};

use super::{
    add_comparisons, bool_arg, bool_value, int_value, kubernetes_error, opaque_arg, opaque_val, string_arg, take,
    Ordered,
};

/// `kubernetes.Semver`.
static SEMVER_TYPE: LazyLock<Type> = LazyLock::new(|| Type::new_opaque_type("kubernetes.Semver"));

/// A pre-release identifier: numeric ones order before alphanumeric ones.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Identifier {
    Numeric(u64),
    Alphanumeric(String),
}

#[derive(Clone, Debug)]
struct Semver {
    major: u64,
    minor: u64,
    patch: u64,
    pre: Vec<Identifier>,
}

impl PartialEq for Semver {
    fn eq(&self, other: &Self) -> bool {
        self.precedence(other) == Ordering::Equal
    }
}

opaque_val!(Semver, SEMVER_TYPE);

pub(super) fn register(env: &mut Env) -> Result<(), DeclarationError> {
    let v = || SEMVER_TYPE.to_owned();
    env.add_type(v())?;
    env.add_overload("semver", "string_to_semver", vec![STRING_TYPE], semver)?;
    env.add_overload("semver", "string_bool_to_semver", vec![STRING_TYPE, BOOL_TYPE], semver)?;
    env.add_overload("isSemver", "is_semver_string", vec![STRING_TYPE], is_semver)?;
    env.add_overload(
        "isSemver",
        "is_semver_string_bool",
        vec![STRING_TYPE, BOOL_TYPE],
        is_semver,
    )?;
    add_comparisons::<Semver>(env, "semver", v)?;
    env.add_member_overload("major", "semver_major", v(), vec![], |a| part(a, "major", |v| v.major))?;
    env.add_member_overload("minor", "semver_minor", v(), vec![], |a| part(a, "minor", |v| v.minor))?;
    env.add_member_overload("patch", "semver_patch", v(), vec![], |a| part(a, "patch", |v| v.patch))?;
    Ok(())
}

/// `s` as `semver(s)` (or `semver(s, true)`) reads it, or the API
/// server's error.
fn parse(s: &str, normalize: bool) -> Result<Semver, ExecutionError> {
    if let Some(why) = crate::go_errors::semver_error(s, normalize) {
        return Err(kubernetes_error(why));
    }
    let normalized;
    let s = if normalize {
        normalized = crate::go_errors::normalized_semver(s).map_err(kubernetes_error)?;
        normalized.as_str()
    } else {
        s
    };
    // The checks passed: `major.minor.patch[-pre][+build]`.
    let mut parts = s.splitn(3, '.');
    let (major, minor, rest) = (parts.next(), parts.next(), parts.next().unwrap_or(""));
    let rest = rest.split_once('+').map_or(rest, |(before, _)| before);
    let (patch, pre) = match rest.split_once('-') {
        Some((patch, pre)) => (patch, Some(pre)),
        None => (rest, None),
    };
    let number = |p: Option<&str>| p.and_then(|p| p.parse::<u64>().ok());
    let (Some(major), Some(minor), Some(patch)) = (number(major), number(minor), number(Some(patch))) else {
        return Err(kubernetes_error("No Major.Minor.Patch elements found"));
    };
    let pre = pre
        .into_iter()
        .flat_map(|p| p.split('.'))
        .map(identifier)
        .collect::<Result<_, _>>()?;
    Ok(Semver {
        major,
        minor,
        patch,
        pre,
    })
}

fn identifier(p: &str) -> Result<Identifier, ExecutionError> {
    if !p.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(Identifier::Alphanumeric(p.to_owned()));
    }
    p.parse().map(Identifier::Numeric).map_err(|_| {
        kubernetes_error(format!(
            "strconv.ParseUint: parsing {}: value out of range",
            validation_runtime::quote::go_quote(p)
        ))
    })
}

impl Semver {
    /// semver.org's precedence: the numbers, then a release after its
    /// pre-releases, then the pre-release identifiers in turn (a shorter
    /// list first when one is a prefix of the other).
    fn precedence(&self, other: &Semver) -> Ordering {
        (self.major, self.minor, self.patch)
            .cmp(&(other.major, other.minor, other.patch))
            .then_with(|| match (self.pre.is_empty(), other.pre.is_empty()) {
                (true, true) => Ordering::Equal,
                (true, false) => Ordering::Greater,
                (false, true) => Ordering::Less,
                (false, false) => self.pre.cmp(&other.pre),
            })
    }
}

/// The `(string[, bool])` arguments of `semver` and `isSemver`.
fn string_and_normalize<'a>(function: &str, args: &'a [CowVal<'_, '_>]) -> Result<(&'a str, bool), ExecutionError> {
    match args {
        [s] => Ok((string_arg(function, s.as_ref())?, false)),
        [s, normalize] => Ok((
            string_arg(function, s.as_ref())?,
            bool_arg(function, normalize.as_ref())?,
        )),
        _ => Err(ExecutionError::invalid_argument_count(2, args.len())),
    }
}

fn semver<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let (s, normalize) = string_and_normalize("semver", &args)?;
    Ok(CowVal::owned(parse(s, normalize)?))
}

fn is_semver<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let (s, normalize) = string_and_normalize("isSemver", &args)?;
    bool_value(parse(s, normalize).is_ok())
}

fn semver_arg<'a>(function: &str, v: &'a dyn Val) -> Result<&'a Semver, ExecutionError> {
    opaque_arg::<Semver>(function, v)
}

/// A version number as CEL's int, as Go converts it (wrapping past
/// `i64::MAX`).
fn part<'b, 'v>(
    args: Vec<CowVal<'b, 'v>>,
    function: &str,
    of: fn(&Semver) -> u64,
) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [v] = take(args)?;
    int_value(of(semver_arg(function, v.as_ref())?) as i64)
}

impl Ordered for Semver {
    fn ordering(args: Vec<CowVal<'_, '_>>, function: &str) -> Result<Ordering, ExecutionError> {
        let [a, b] = take(args)?;
        Ok(semver_arg(function, a.as_ref())?.precedence(semver_arg(function, b.as_ref())?))
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn kubernetes_table_file() {
        let table = include_str!("../../tests/conformance/kubernetes-library/semver.jsonl");
        assert_eq!(super::super::testing::run_kubernetes_table(table), 33);
    }

    use super::super::testing::{assert_error, assert_no_such_overload, assert_true, assert_value, eval_with};
    use cel::Value;

    // Kubernetes' semver library tests (validation-cel/tests/conformance/
    // kubernetes-library/semver.jsonl) and semverlib.go's documentation.
    #[test]
    fn kubernetes_semver_table() {
        assert_true("semver(\"1.2.3\") == semver(\"1.2.3\")");
        assert_error("semver(\"v1.0\")", "No Major.Minor.Patch elements found");
        assert_value("isSemver(\"1.2.3-beta.1+build.1\")", true);
        for (s, strict, normalized) in [
            ("", false, false),
            ("v1.0.0", false, true),
            (" 1.0.0", false, false),
            ("1. 0.0", false, false),
            ("1.0.0 ", false, false),
            ("01.01.01", false, true),
            ("1", false, true),
            ("1.1", false, true),
        ] {
            assert_value(&format!("isSemver({s:?})"), strict);
            assert_value(&format!("isSemver({s:?}, true)"), normalized);
        }
        assert_value("semver(\"v01.01\", true) == semver(\"1.1.0\")", true);
        assert_value("semver(\"1.2.3\") == semver(\"1.2.3\")", true);
        assert_value("semver(\"1.2.3\") == semver(\"1.0.0\")", false);
        assert_value("semver(\"1.0.0\").isLessThan(semver(\"1.2.3\"))", true);
        assert_value("semver(\"1.0.0\").isLessThan(semver(\"1.0.0\"))", false);
        assert_value("semver(\"1.2.3\").isGreaterThan(semver(\"1.0.0\"))", true);
        assert_value("semver(\"1.0.0\").isGreaterThan(semver(\"1.0.0\"))", false);
        assert_value("semver(\"1.2.3\").compareTo(semver(\"1.2.3\"))", 0);
        assert_value("semver(\"1.0.0\").compareTo(semver(\"1.2.3\"))", -1);
        assert_value("semver(\"1.2.3\").compareTo(semver(\"1.0.0\"))", 1);
        assert_value("semver(\"1.2.3\").major()", 1);
        assert_value("semver(\"1.2.3\").minor()", 2);
        assert_value("semver(\"1.2.3\").patch()", 3);
        assert_true("type(semver('1.2.3')) == kubernetes.Semver");
    }

    #[test]
    fn documented_examples() {
        assert_value("isSemver('1.0.0')", true);
        assert_value("isSemver('0.1.0-alpha.1')", true);
        assert_value("isSemver('hello')", false);
        assert_value("isSemver('v1.0')", false);
        assert_value("isSemver('v1.0', true)", true);
        assert_true("semver('v1.0.0', true) == semver('1.0.0')");
        assert_true("semver('1.0', true) == semver('1.0.0')");
        assert_true("semver('01.01.01', true) == semver('1.1.1')");
        assert_value("semver('1.2.3').compareTo(semver('2.0.0'))", -1);
        assert_value("semver('1.2.3').compareTo(semver('0.1.2'))", 1);
    }

    #[test]
    fn precedence_follows_semver_org() {
        // 1.0.0-alpha < 1.0.0-alpha.1 < 1.0.0-alpha.beta < 1.0.0-beta <
        // 1.0.0-beta.2 < 1.0.0-beta.11 < 1.0.0-rc.1 < 1.0.0.
        let ordered = [
            "1.0.0-alpha",
            "1.0.0-alpha.1",
            "1.0.0-alpha.beta",
            "1.0.0-beta",
            "1.0.0-beta.2",
            "1.0.0-beta.11",
            "1.0.0-rc.1",
            "1.0.0",
            "1.0.1",
            "1.1.0",
            "2.0.0",
        ];
        for pair in ordered.windows(2) {
            let [low, high] = pair else { continue };
            assert_value(&format!("semver('{low}').isLessThan(semver('{high}'))"), true);
            assert_value(&format!("semver('{high}').compareTo(semver('{low}'))"), 1);
        }
        assert_value("semver('1.0.0-1').isLessThan(semver('1.0.0-a'))", true);
        assert_value("semver('1.0.0-A').isLessThan(semver('1.0.0-a'))", true);
        // Build metadata doesn't take part, in comparisons or equality.
        assert_value("semver('1.0.0+a').compareTo(semver('1.0.0+b'))", 0);
        assert_value("semver('1.0.0+a') == semver('1.0.0')", true);
        assert_value("semver('1.0.0-rc.1+b1') == semver('1.0.0-rc.1')", true);
        assert_value("semver('1.0.0-rc.1') == semver('1.0.0')", false);
        assert_value("semver('10.0.0').isGreaterThan(semver('9.0.0'))", true);
    }

    #[test]
    fn errors_are_the_semver_librarys() {
        assert_error("semver('')", "Version string empty");
        assert_error("semver('1.2')", "No Major.Minor.Patch elements found");
        assert_error(
            "semver('01.2.3')",
            "Major number must not contain leading zeroes \"01\"",
        );
        assert_error("semver('1.x.3')", "Invalid character(s) found in minor number \"x\"");
        assert_error(
            "semver('1.2.3-01')",
            "Numeric PreRelease version must not contain leading zeroes \"01\"",
        );
        assert_error("semver('1.2.3-')", "Prerelease is empty");
        assert_error("semver('1.2.3+')", "Build meta data is empty");
        assert_error(
            "semver('1.2.3-a_b')",
            "Invalid character(s) found in prerelease \"a_b\"",
        );
        assert_error(
            "semver('99999999999999999999.0.0')",
            "strconv.ParseUint: parsing \"99999999999999999999\": value out of range",
        );
        assert_error(
            "semver('1.0-rc1', true)",
            "short version cannot contain PreRelease/Build meta data",
        );
        assert_no_such_overload("semver(1)");
        assert_no_such_overload("isSemver('1.0.0', 'true')");
        assert_no_such_overload("semver('1.0.0').isLessThan('1.0.0')");
    }

    #[test]
    fn long_strings_answer_in_bounded_time() {
        let run = |expr: &str, s: String| eval_with(expr, vec![("s", Value::from(s))]);
        let pre = format!("1.2.3-{}", ["a"; 300_000].join("."));
        assert_eq!(
            run("semver(s).isLessThan(semver(s + '.b'))", pre.clone()),
            Ok(Value::Bool(true))
        );
        assert_eq!(run("semver(s).compareTo(semver(s))", pre), Ok(Value::Int(0)));
        assert_eq!(run("isSemver(s, true)", "0".repeat(1_000_000)), Ok(Value::Bool(true)));
    }

    #[test]
    fn version_numbers_past_int64_wrap_as_in_go() {
        assert_value("semver('18446744073709551615.0.0').major()", -1);
        assert_value("semver('9223372036854775807.0.0').major()", i64::MAX);
        assert_value("semver('0.18446744073709551615.1').minor()", -1);
    }
}
