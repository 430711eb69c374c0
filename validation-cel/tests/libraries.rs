//! Kubernetes' CEL libraries through schema-driven validation: per
//! library, rules that hold and rules that fail or cannot be evaluated,
//! with the exact error the API server reports.

use serde_json::json;
use validation_cel::validate;
use validation_schema::Schema;

/// Compiles `rule` on `schema` in Kubernetes 1.`minor`'s environment for
/// new expressions: `Ok` or the compile error's text.
fn compile_at(rule: &str, schema: &Schema, minor: u32) -> Result<(), String> {
    let rule = validation_schema::ValidationRule {
        rule: rule.to_owned(),
        ..Default::default()
    };
    let env = validation_cel::Environment::new_expressions(validation_runtime::KubeVersion::new(minor));
    validation_cel::compile_in(&rule, schema, false, env)
        .map(|_| ())
        .map_err(|e| e.to_string())
}

/// A spec with one field per kind of value the rules look at.
fn schema(rules: &[&str]) -> Schema {
    let string = json!({"type": "string", "maxLength": 64});
    serde_json::from_value(json!({"type": "object", "properties": {"spec": {"type": "object",
        "properties": {
            "s": string, "bad": string, "ip": string, "cidr": string, "url": string, "q": string, "ver": string,
            "maybe": string,
            "i": {"type": "integer"},
            "d": {"type": "string", "format": "duration"},
            "l": {"type": "array", "maxItems": 8, "items": {"type": "integer"}},
            "ls": {"type": "array", "maxItems": 8, "items": string},
            "empty": {"type": "array", "maxItems": 8, "items": {"type": "integer"}},
            "emptyDoubles": {"type": "array", "maxItems": 8, "items": {"type": "number"}},
            "emptyDurations": {"type": "array", "maxItems": 8, "items": {"type": "string", "format": "duration"}},
            "m": {"type": "object", "maxProperties": 8, "additionalProperties": string}},
        "x-kubernetes-validations": rules.iter().map(|r| json!({"rule": r})).collect::<Vec<_>>()}}}))
    .unwrap()
}

fn object() -> serde_json::Value {
    json!({"spec": {
        "s": "abc", "bad": "x:y/::zz", "ip": "10.0.0.1", "cidr": "10.0.0.0/8",
        "url": "https://example.com:8080/a%20b?x=1&x=2", "q": "500m", "ver": "1.2.3",
        "i": 5, "d": "90m", "l": [3, 1, 2], "ls": ["a", "b"], "empty": [], "emptyDoubles": [], "emptyDurations": [], "m": {"a": "b"}}})
}

/// Each rule with the detail of its error, or `None` when it holds.
fn check(cases: &[(&str, Option<&str>)]) {
    let rules: Vec<&str> = cases.iter().map(|(r, _)| *r).collect();
    let outcome = validate(&schema(&rules), &object(), None);
    let actual: Vec<String> = outcome.errors.iter().map(|e| e.to_string()).collect();
    let expected: Vec<String> = cases
        .iter()
        .filter_map(|(rule, detail)| {
            detail.map(|d| match d {
                "" => format!("spec: Invalid value: failed rule: {rule}"),
                d => format!("spec: Invalid value: \"object\": {d} evaluating rule: {rule}"),
            })
        })
        .collect();
    let missing: Vec<&String> = expected.iter().filter(|e| !actual.contains(e)).collect();
    let unexpected: Vec<&String> = actual.iter().filter(|a| !expected.contains(a)).collect();
    assert!(
        missing.is_empty() && unexpected.is_empty(),
        "missing: {missing:#?}\nunexpected: {unexpected:#?}"
    );
    assert_eq!(actual, expected, "order");
}

/// The rule fails (evaluates to false).
const FAILS: Option<&str> = Some("");

#[test]
fn lists() {
    check(&[
        ("self.l.indexOf(1) == 1 && self.l.lastIndexOf(9) == -1", None),
        ("self.l.min() == 1 && self.l.max() == 3 && self.l.sum() == 6", None),
        ("self.empty.sum() == 0 && self.ls.isSorted() && [1, 1].isSorted()", None),
        ("self.l.isSorted()", FAILS),
        (
            "[1.0, 2.5].sum() == 3.5 && [duration('1s'), duration('2s')].sum() == duration('3s')",
            None,
        ),
        // The sum of an empty list is the zero of the element type the
        // checker knows: int 0 for ints, 0.0, 0u, duration('0').
        ("type(self.empty.sum()) == int && self.empty.sum() == 0", None),
        (
            "type(self.emptyDoubles.sum()) == double && self.emptyDoubles.sum() == 0.0",
            None,
        ),
        (
            "type([1u].filter(x, x > 5u).sum()) == uint && [1u].filter(x, x > 5u).sum() == 0u",
            None,
        ),
        ("self.emptyDurations.sum() == duration('0')", None),
        ("self.emptyDurations.sum() == duration('1s')", FAILS),
        ("string(self.emptyDurations.sum()) == '0s'", None),
        ("self.empty.min() == 0", Some("min called on empty list")),
        ("self.empty.max() == 0", Some("max called on empty list")),
        ("self.l[5] == 1", Some("index out of bounds: 5")),
        ("self.l.all(x, x > 1)", FAILS),
        ("self.l.exists_one(x, x > 1)", FAILS),
        ("self.l.map(x, x * 2).filter(x, x > 2) == [6, 4]", None),
    ]);
}

/// Two-variable comprehensions: a list as (index, item), a map as (key,
/// value), with cel-go's results and errors.
#[test]
fn two_variable_comprehensions() {
    check(&[
        ("self.l.all(i, v, i < 3 && v > 0)", None),
        ("self.l.all(i, v, v > i)", FAILS),
        ("self.l.exists(i, v, i == 2 && v == 2)", None),
        ("self.l.exists(i, v, v == 9)", FAILS),
        ("self.l.existsOne(i, v, v > i)", None),
        ("self.l.existsOne(i, v, v == i)", FAILS),
        ("self.l.transformList(i, v, v * i) == [0, 1, 4]", None),
        ("self.l.transformList(i, v, i > 0, v + i) == [2, 4]", None),
        ("self.m.all(k, v, k == 'a' && v == 'b')", None),
        ("self.m.exists(k, v, v == k)", FAILS),
        ("self.m.transformList(k, v, k + v) == ['ab']", None),
        ("self.l.all(i, v, self.l[i] == v)", None),
        ("self.ls.all(j, w, self.l.exists(i, v, i == j && v != 0))", None),
        ("self.empty.all(i, v, false) && !self.empty.exists(i, v, true)", None),
        ("self.l.all(i, v, self.l[i + 1] > 0)", Some("index out of bounds: 3")),
        ("self.l.transformMap(i, v, v * 2) == {0: 6, 1: 2, 2: 4}", None),
        ("self.l.transformMap(i, v, i > 0, v) == {1: 1, 2: 2}", None),
        ("self.m.transformMap(k, v, v + k) == {'a': 'ba'}", None),
        (
            "self.l.transformMapEntry(i, v, {string(i): v}) == {'0': 3, '1': 1, '2': 2}",
            None,
        ),
        ("self.l.transformMapEntry(i, v, v > 1, {v: i}) == {3: 0, 2: 2}", None),
        (
            "self.l.transformMapEntry(i, v, {'k': v}).size() == 1",
            Some("insert failed: key k already exists"),
        ),
    ]);
}

#[test]
fn sets() {
    check(&[
        ("sets.contains(self.l, [1, 2]) && sets.contains(self.l, [])", None),
        ("sets.contains(self.l, [4])", FAILS),
        ("sets.equivalent(self.l, [1, 2, 3, 3])", None),
        ("sets.equivalent(self.l, [1, 2])", FAILS),
        ("sets.intersects(self.ls, ['b', 'z'])", None),
        ("sets.intersects(self.ls, [])", FAILS),
    ]);
}

#[test]
fn strings() {
    check(&[
        ("self.s.charAt(1) == 'b' && self.s.charAt(3) == ''", None),
        ("self.s.charAt(9) == ''", Some("index out of range: 9")),
        (
            "self.s.indexOf('c') == 2 && self.s.indexOf('z') == -1 && self.s.lastIndexOf('a') == 0",
            None,
        ),
        (
            "self.s.lowerAscii() == 'abc' && 'ABC'.lowerAscii() == self.s && self.s.upperAscii() == 'ABC'",
            None,
        ),
        (
            "self.s.replace('b', 'x') == 'axc' && 'aaa'.replace('a', 'b', 2) == 'bba'",
            None,
        ),
        (
            "'a,b,c'.split(',') == ['a', 'b', 'c'] && 'a,b,c'.split(',', 2) == ['a', 'b,c']",
            None,
        ),
        ("self.s.substring(1) == 'bc' && self.s.substring(1, 2) == 'b'", None),
        ("self.s.substring(20) == ''", Some("index out of range: 20")),
        ("'  x '.trim() == 'x'", None),
        ("self.ls.join() == 'ab' && self.ls.join('-') == 'a-b'", None),
        (
            "'%s has %d items'.format([dyn(self.s), self.i]) == 'abc has 5 items'",
            None,
        ),
        ("strings.quote('a\"b') == '\"a\\\\\"b\"'", None),
        ("self.s.startsWith('b')", FAILS),
    ]);
}

#[test]
fn regex() {
    check(&[
        ("self.s.matches('^[a-c]+$') && !self.bad.matches('^[a-c]+$')", None),
        ("self.s.matches('^b')", FAILS),
        ("'a1b22'.find('[0-9]+') == '1' && 'abc'.find('[0-9]') == ''", None),
        (
            "'a1b22'.findAll('[0-9]+') == ['1', '22'] && 'a1b2c3'.findAll('[0-9]', 2) == ['1', '2']",
            None,
        ),
    ]);
}

#[test]
fn urls() {
    check(&[
        ("isURL(self.url) && isURL('/absolute/path')", None),
        ("isURL(self.s)", FAILS),
        (
            "url(self.url).getScheme() == 'https' && url(self.url).getHost() == 'example.com:8080'",
            None,
        ),
        (
            "url(self.url).getHostname() == 'example.com' && url(self.url).getPort() == '8080'",
            None,
        ),
        ("url(self.url).getEscapedPath() == '/a%20b'", None),
        ("url(self.url).getQuery() == {'x': ['1', '2']}", None),
        ("url('https://[::1]:80/').getHostname() == '::1'", None),
    ]);
}

#[test]
fn ip_and_cidr() {
    check(&[
        (
            "isIP(self.ip) && ip(self.ip).family() == 4 && ip('::1').family() == 6",
            None,
        ),
        ("isIP('10.0.0.256')", FAILS),
        (
            "ip('127.0.0.1').isLoopback() && ip('0.0.0.0').isUnspecified() && ip(self.ip).isGlobalUnicast()",
            None,
        ),
        (
            "ip('fe80::1').isLinkLocalUnicast() && ip('ff02::1').isLinkLocalMulticast()",
            None,
        ),
        (
            "ip.isCanonical('2001:db8::1') && !ip.isCanonical('2001:db8::0:1')",
            None,
        ),
        (
            "string(ip(self.ip)) == '10.0.0.1' && string(cidr(self.cidr)) == '10.0.0.0/8'",
            None,
        ),
        ("isCIDR(self.cidr) && cidr(self.cidr).prefixLength() == 8", None),
        (
            "cidr(self.cidr).containsIP(ip(self.ip)) && cidr(self.cidr).containsIP('10.9.9.9')",
            None,
        ),
        (
            "cidr(self.cidr).containsCIDR('10.1.0.0/16') && cidr(self.cidr).containsCIDR(cidr('10.0.0.0/9'))",
            None,
        ),
        (
            "cidr('10.1.2.3/8').masked() == cidr('10.0.0.0/8') && cidr(self.cidr).ip() == ip('10.0.0.0')",
            None,
        ),
        ("cidr(self.cidr).containsIP('11.0.0.1')", FAILS),
        ("isCIDR(self.ip)", FAILS),
    ]);
}

#[test]
fn quantity() {
    check(&[
        ("isQuantity(self.q) && !isQuantity(self.bad)", None),
        (
            "quantity(self.q).isLessThan(quantity('1')) && quantity('1Gi').isGreaterThan(quantity('1G'))",
            None,
        ),
        (
            "quantity(self.q).compareTo(quantity('0.5')) == 0 && quantity('1k').compareTo(quantity('999')) == 1",
            None,
        ),
        (
            "quantity(self.q).add(quantity('500m')) == quantity('1') && quantity('2').sub(1).asInteger() == 1",
            None,
        ),
        (
            "quantity(self.q).asApproximateFloat() == 0.5 && quantity('-1').sign() == -1",
            None,
        ),
        ("quantity(self.q).isInteger()", FAILS),
        (
            "quantity(self.q).asInteger() == 0",
            Some("cannot convert value to integer"),
        ),
    ]);
}

#[test]
fn semver() {
    check(&[
        (
            "isSemver(self.ver) && !isSemver('v1.2.3') && isSemver('v1.2', true)",
            None,
        ),
        (
            "semver(self.ver).major() == 1 && semver(self.ver).minor() == 2 && semver(self.ver).patch() == 3",
            None,
        ),
        (
            "semver(self.ver).isLessThan(semver('1.10.0')) && semver('2.0.0').isGreaterThan(semver(self.ver))",
            None,
        ),
        (
            "semver(self.ver).compareTo(semver('1.2.3')) == 0 && semver('v1.2', true) == semver('1.2.0')",
            None,
        ),
        ("semver(self.ver).isGreaterThan(semver('1.2.3'))", FAILS),
    ]);
}

#[test]
fn format() {
    check(&[
        ("!format.dns1123Label().validate(self.s).hasValue()", None),
        ("format.dns1123Label().validate('Not_A_Label').hasValue()", None),
        (
            "format.named('dns1123Label').hasValue() && !format.named('nope').hasValue()",
            None,
        ),
        (
            "!format.named('dns1123Subdomain').value().validate('a.b').hasValue()",
            None,
        ),
        (
            "format.named('uuid').value().validate('550e8400-e29b-41d4-a716-446655440000').hasValue()",
            FAILS,
        ),
        ("format.labelValue().validate(self.bad).value().size() == 1", None),
    ]);
}

#[test]
fn optionals() {
    check(&[
        (
            "self.?maybe.orValue('none') == 'none' && self.?s.orValue('none') == 'abc'",
            None,
        ),
        ("self.?maybe.hasValue()", FAILS),
        (
            "self.m[?'a'].value() == 'b' && !self.m[?'z'].hasValue() && self.l[?7].orValue(0) == 0",
            None,
        ),
        ("optional.of(1).value() == 1 && optional.none().orValue(2) == 2", None),
        (
            "optional.none().or(optional.of(3)).value() == 3 && !optional.ofNonZeroValue('').hasValue()",
            None,
        ),
        ("optional.none().value() == 1", Some("optional.none() dereference")),
    ]);
}

#[test]
fn conversions_and_time() {
    check(&[
        ("self.d == duration('1h30m') && self.d.getMinutes() == 90 && self.d.getHours() == 1", None),
        ("duration(self.bad) > duration('1s')", Some("type conversion error from 'string' to 'google.protobuf.Duration'")),
        ("timestamp('2024-02-29T12:00:00Z').getDayOfMonth() == 28 && timestamp('2024-02-29T12:00:00Z').getMonth() == 1", None),
        ("int('12') + 1 == 13 && string(5) == '5' && double('1.5') == 1.5 && uint(3) == 3u", None),
        ("self.i + 9223372036854775807 > 0", Some("integer overflow")),
        ("self.i / 0 == 1", Some("division by zero")),
        ("self.m['z'] == 'b'", Some("no such key: z")),
    ]);
}

/// cel-go's `sortBy` macro (lists extension version 3, Kubernetes 1.34+):
/// the list ordered by each element's key, equal keys keeping their order.
#[test]
fn sort_by() {
    check(&[
        ("self.l.sortBy(x, -x) == [3, 2, 1]", None),
        ("self.ls.sortBy(s, s == 'b' ? '' : s) == ['b', 'a']", None),
        ("self.l.sortBy(x, x % 2) == [2, 3, 1]", None),
        ("self.empty.sortBy(x, x).size() == 0", None),
        // A `sortBy` in a key, and on a comprehension's result.
        ("[self.l, [0]].sortBy(l, l.sortBy(x, x)[0]) == [[0], [3, 1, 2]]", None),
        ("self.l.map(x, x * 2).sortBy(x, x) == [2, 4, 6]", None),
        ("self.l.sortBy(x, x) == self.l", FAILS),
    ]);
}

/// `sortBy`'s misuses and keys that cannot be sorted are compile errors,
/// worded as cel-go's; before 1.34 `sortBy` is no macro, so its variable
/// is undeclared.
#[test]
fn sort_by_compile_errors() {
    let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {
        "l": {"type": "array", "maxItems": 8, "items": {"type": "integer"}}}}))
    .unwrap();
    let compile = |rule: &str, minor: u32| compile_at(rule, &schema, minor);
    assert_eq!(compile("self.l.sortBy(x, x) == [1]", 35), Ok(()));
    assert_eq!(
        compile("self.l.sortBy(x.y, 1) == [1]", 35),
        Err("compilation failed: ERROR: <input>:1:16: argument is not an identifier\n | self.l.sortBy(x.y, 1) == [1]\n | ...............^".to_owned())
    );
    assert_eq!(
        compile("1.sortBy(x, x) == [1]", 35),
        Err("compilation failed: ERROR: <input>:1:1: sortBy can only be applied to a list, identifier, comprehension, call or select expression\n | 1.sortBy(x, x) == [1]\n | ^".to_owned())
    );
    assert_eq!(
        compile("self.l.sortBy(x, [x]) == [1] && self.l.sortBy(y, y) == self.z", 35),
        Err("compilation failed: ERROR: <input>:1:14: found no matching overload for '@sortByAssociatedKeys' applied to 'list(int).(list(list(int)))'\n | self.l.sortBy(x, [x]) == [1] && self.l.sortBy(y, y) == self.z\n | .............^\nERROR: <input>:1:60: undefined field 'z'\n | self.l.sortBy(x, [x]) == [1] && self.l.sortBy(y, y) == self.z\n | ...........................................................^".to_owned())
    );
    assert_eq!(
        compile("self.l.sortBy(x, x) == [1]", 33),
        Err("compilation failed: ERROR: <input>:1:14: undeclared reference to 'sortBy' (in container '')\n | self.l.sortBy(x, x) == [1]\n | .............^\nERROR: <input>:1:15: undeclared reference to 'x' (in container '')\n | self.l.sortBy(x, x) == [1]\n | ..............^\nERROR: <input>:1:18: undeclared reference to 'x' (in container '')\n | self.l.sortBy(x, x) == [1]\n | .................^".to_owned())
    );
}

/// Qualified type names (`google.protobuf.Duration`, and `net.IP` and
/// `net.CIDR` with the IP and CIDR libraries, from 1.30) are type values;
/// a comprehension variable of the same first name is a variable.
#[test]
fn type_names() {
    check(&[
        ("type(self.d) == google.protobuf.Duration", None),
        (
            "type(timestamp('2024-01-01T00:00:00Z')) == google.protobuf.Timestamp",
            None,
        ),
        ("type(self.d) != google.protobuf.Timestamp", None),
        ("type(ip(self.ip)) == net.IP", None),
        (
            "type(cidr(self.cidr)) == net.CIDR && type(cidr(self.cidr).ip()) == net.IP",
            None,
        ),
        ("type(ip(self.ip)) == net.CIDR", FAILS),
        ("[{'IP': 1}].all(net, net.IP == 1)", None),
        // Any two type values compare (cel-go's checker takes them as
        // assignable); this one is over the estimated-cost limit, which
        // only a CRD's check applies.
        ("type(self.i) == type(self.s)", FAILS),
    ]);
    let schema = schema(&[]);
    let compile = |rule: &str, minor: u32| compile_at(rule, &schema.properties["spec"], minor);
    assert_eq!(compile("type(ip(self.ip)) == net.IP", 31), Ok(()));
    assert_eq!(
        compile("type(self.i) == net.IP", 29),
        Err("compilation failed: ERROR: <input>:1:17: undeclared reference to 'net' (in container '')\n | type(self.i) == net.IP\n | ................^".to_owned())
    );
}

/// cel-go's `optMap` and `optFlatMap` macros (optionals, 1.28+): the
/// optional's value bound to the variable, mapped; an empty optional stays
/// empty. A variable that is not a name is a parse error; before 1.28 they
/// are no macros.
#[test]
fn optional_macros() {
    check(&[
        ("self.?s.optMap(v, v + '!') == optional.of('abc!')", None),
        ("!self.?maybe.optMap(v, v + '!').hasValue()", None),
        ("self.m[?'a'].optMap(v, v.size()).value() == 1", None),
        ("self.m[?'a'].optFlatMap(v, self.m[?v]).hasValue() == false", None),
        ("self.?s.optFlatMap(v, optional.of(v.size())).orValue(0) == 3", None),
        // Nested, and the same variable name again.
        (
            "self.?s.optMap(v, optional.of(v).optMap(v, v + v).value()) == optional.of('abcabc')",
            None,
        ),
        ("self.?s.optMap(v, v.size()) == optional.of(4)", FAILS),
    ]);
    let schema = schema(&[]);
    let compile = |rule: &str, minor: u32| compile_at(rule, &schema.properties["spec"], minor);
    assert_eq!(
        compile("self.?s.optMap(v.w, 1).hasValue()", 35),
        Err("compilation failed: ERROR: <input>:1:17: optMap() variable name must be a simple identifier\n | self.?s.optMap(v.w, 1).hasValue()\n | ................^".to_owned())
    );
    assert_eq!(
        compile("self.?s.optFlatMap(1, optional.none()).hasValue()", 35),
        Err("compilation failed: ERROR: <input>:1:20: optFlatMap() variable name must be a simple identifier\n | self.?s.optFlatMap(1, optional.none()).hasValue()\n | ...................^".to_owned())
    );
    assert_eq!(
        compile("self.?s.optMap(v, v + self.x).hasValue()", 35),
        Err("compilation failed: ERROR: <input>:1:27: undefined field 'x'\n | self.?s.optMap(v, v + self.x).hasValue()\n | ..........................^".to_owned())
    );
}

/// Literals are homogeneous in the API server's environment, except
/// anywhere inside a `format` call (cel-go exempts it); an optional entry
/// (`[?x]`, `{?k: x}`) counts as the value its optional holds.
#[test]
fn literal_types() {
    check(&[
        ("'%s %d %s'.format(['a', self.i, [1, 'b']]) == 'a 5 [1, b]'", None),
        ("'%s'.format([{'k': 1, 2: 'v'}]).size() > 0", None),
        ("['a', ?self.?s, ?self.?maybe] == ['a', 'abc']", None),
        (
            "{'x': 'y', ?'s': self.?s, ?'z': self.?maybe} == {'x': 'y', 's': 'abc'}",
            None,
        ),
    ]);
    let schema = schema(&[]);
    let spec = &schema.properties["spec"];
    let compile = |rule: &str| {
        let rule = validation_schema::ValidationRule {
            rule: rule.to_owned(),
            ..Default::default()
        };
        validation_cel::compile(&rule, spec, false)
            .map(|_| ())
            .map_err(|e| e.to_string())
    };
    assert_eq!(
        compile("['a', 1].size() == 2"),
        Err("compilation failed: ERROR: <input>:1:7: expected type 'string' but found 'int'\n | ['a', 1].size() == 2\n | ......^".to_owned())
    );
    assert_eq!(
        compile("['a', ?self.?i].size() == 2"),
        Err("compilation failed: ERROR: <input>:1:12: expected type 'string' but found 'int'\n | ['a', ?self.?i].size() == 2\n | ...........^".to_owned())
    );
}

/// Indexing an optional list or map gives an optional (cel-go's optional
/// library), empty when the optional or the element is absent.
#[test]
fn optional_indexes() {
    check(&[
        ("optional.of(self.l)[0] == optional.of(3)", None),
        ("!optional.of(self.l)[?5].hasValue()", None),
        ("optional.none()[0].orValue(1) == 1", None),
        ("self.?m[?'a'].value() == 'b' && self.?m['z'].orValue('y') == 'y'", None),
    ]);
}

/// cel-go's literal validators (1.29+): a `duration()` or `timestamp()` of
/// a literal that does not convert is a compile error at the literal.
#[test]
fn literal_validators() {
    let schema = schema(&[]);
    let compile = |rule: &str, minor: u32| compile_at(rule, &schema.properties["spec"], minor);
    assert_eq!(
        compile("duration('1d') < duration('1h')", 35),
        Err("compilation failed: ERROR: <input>:1:10: invalid duration argument\n | duration('1d') < duration('1h')\n | .........^".to_owned())
    );
    assert_eq!(
        compile("timestamp(-62135596801) < timestamp(0)", 35),
        Err("compilation failed: ERROR: <input>:1:11: invalid timestamp argument\n | timestamp(-62135596801) < timestamp(0)\n | ..........^".to_owned())
    );
    assert_eq!(
        compile("self.d < duration('320000000000s')", 35),
        Err("compilation failed: ERROR: <input>:1:19: invalid duration argument\n | self.d < duration('320000000000s')\n | ..................^".to_owned())
    );
    assert_eq!(compile("timestamp('2024-01-01T00:00:00Z') < timestamp(0)", 35), Ok(()));
    assert_eq!(compile("self.d < duration(self.s)", 35), Ok(()));
    assert_eq!(compile("duration('1d') < duration('1h')", 28), Ok(()));
}

/// `optional.ofNonZeroValue` is empty for the zero value of each type, as
/// cel-go's: Go's zero time (0001-01-01T00:00:00Z) for timestamps, not the
/// epoch.
#[test]
fn optional_of_non_zero_value() {
    check(&[
        (
            "!optional.ofNonZeroValue(timestamp('0001-01-01T00:00:00Z')).hasValue() && optional.ofNonZeroValue(timestamp('1970-01-01T00:00:00Z')).hasValue()",
            None,
        ),
        (
            "!optional.ofNonZeroValue(duration('0s')).hasValue() && !optional.ofNonZeroValue(0.0).hasValue() && !optional.ofNonZeroValue(0u).hasValue()",
            None,
        ),
        (
            "!optional.ofNonZeroValue([]).hasValue() && !optional.ofNonZeroValue({}).hasValue() && !optional.ofNonZeroValue(false).hasValue()",
            None,
        ),
        ("optional.ofNonZeroValue(self.s).value() == 'abc' && optional.ofNonZeroValue(self.l).hasValue()", None),
        ("optional.ofNonZeroValue(self.empty).hasValue()", FAILS),
    ]);
}
