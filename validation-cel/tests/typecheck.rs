//! The type check of rules at compile time: tables of rules that compile
//! and of rules the API server rejects, with its messages and positions.

use serde_json::json;
use validation_cel::{compile, CompileError};
use validation_schema::{Schema, ValidationRule};

fn schema() -> Schema {
    serde_json::from_value(json!({"type": "object", "properties": {
        "i": {"type": "integer"},
        "n": {"type": "number"},
        "s": {"type": "string", "maxLength": 64},
        "b": {"type": "boolean"},
        "t": {"type": "string", "format": "date-time"},
        "day": {"type": "string", "format": "date"},
        "d": {"type": "string", "format": "duration"},
        "raw": {"type": "string", "format": "byte"},
        "ios": {"x-kubernetes-int-or-string": true},
        "l": {"type": "array", "maxItems": 10, "items": {"type": "integer"}},
        "ls": {"type": "array", "maxItems": 10, "items": {"type": "string", "maxLength": 64}},
        "m": {"type": "object", "maxProperties": 10, "additionalProperties": {"type": "string", "maxLength": 64}},
        "o": {"type": "object", "properties": {"x": {"type": "integer"}, "foo-bar": {"type": "string"}}},
        "e": {"type": "string", "enum": ["A", "B"]},
        "maybe": {"type": "string", "nullable": true},
        "objs": {"type": "array", "maxItems": 10, "items": {"type": "object", "properties": {"name": {"type": "string", "maxLength": 64}}}},
        "free": {"type": "object", "x-kubernetes-preserve-unknown-fields": true},
        "untyped": {"x-kubernetes-preserve-unknown-fields": true},
        "res": {"type": "object", "x-kubernetes-embedded-resource": true, "properties": {"spec": {"type": "object"}}}
    }}))
    .unwrap()
}

fn compile_rule(rule: &str, message_expression: &str, optional_old_self: bool) -> Result<(), String> {
    let rule = ValidationRule {
        rule: rule.into(),
        message_expression: message_expression.into(),
        optional_old_self: optional_old_self.then_some(true),
        ..Default::default()
    };
    compile(&rule, &schema(), false).map(|_| ()).map_err(|e| e.to_string())
}

/// cel-go's rendering of one error at 1-based `column` of a one-line rule.
fn at(rule: &str, column: usize, message: &str) -> String {
    format!(
        "compilation failed: ERROR: <input>:1:{column}: {message}\n | {rule}\n | {}^",
        ".".repeat(column - 1)
    )
}

fn check_valid(rules: &[&str]) {
    let failures: Vec<String> = rules
        .iter()
        .filter_map(|r| compile_rule(r, "", false).err().map(|e| format!("{r}: {e}")))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn check_invalid(cases: &[(&str, usize, &str)]) {
    let failures: Vec<String> = cases
        .iter()
        .filter_map(|(rule, column, message)| {
            let expected = at(rule, *column, message);
            match compile_rule(rule, "", false) {
                Err(e) if e == expected => None,
                other => Some(format!("{rule}:\n  got      {other:?}\n  expected {expected:?}")),
            }
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn schema_types() {
    check_valid(&[
        "self.i > 0 && self.n > 0.5 && self.s != '' && self.b",
        "self.t > timestamp('2024-01-01T00:00:00Z') && self.day < self.t",
        "self.d < duration('1h') && self.t + self.d > self.t",
        "size(self.raw) > 2 && self.raw == b'abc'",
        "self.ios == 1 || self.ios == '10%' || type(self.ios) == string",
        "self.m['a'] == 'b' && self.m.a == 'b' && 'a' in self.m",
        "self.o.x == 1 && self.o.foo__dash__bar == 'x' && has(self.o.x)",
        "self.e == 'A'",
        "!has(self.maybe) || self.maybe.startsWith('x')",
        "self.objs.all(o, o.name != '') && self.objs[0].name == 'x'",
        "self.res.kind == 'Pod' && self.res.apiVersion == 'v1' && self.res.metadata.name == 'p' && has(self.res.spec)",
        "self.i > 1.5 && self.n <= 2 && self.i < 3u",
        "oldSelf.i <= self.i",
        "self.ios in [1, self.ios] && self.s in ['a', self.s]",
    ]);
    check_invalid(&[
        ("self.nope == 1", 5, "undefined field 'nope'"),
        ("self.o.y == 1", 7, "undefined field 'y'"),
        ("self.free.extra == 1", 10, "undefined field 'extra'"),
        ("has(self.untyped)", 4, "undefined field 'untyped'"),
        ("self.res.metadata.namespace == 'x'", 18, "undefined field 'namespace'"),
        ("self.s.x == 1", 7, "type 'string' does not support field selection"),
        // A nullable string is a string: a `null` field is absent, not null.
        (
            "self.maybe == null",
            12,
            "found no matching overload for '_==_' applied to '(string, null)'",
        ),
        // Literals are homogeneous in the API server's environment.
        ("self.i in [1, 'a']", 15, "expected type 'int' but found 'string'"),
        (
            "self.m == {'a': 'x', 'b': 2}",
            27,
            "expected type 'string' but found 'int'",
        ),
        (
            "size([[1], ['a']]) > 0",
            12,
            "expected type 'list(int)' but found 'list(string)'",
        ),
        ("self.l.x == 1", 7, "type 'list(int)' does not support field selection"),
        (
            "self.i == other",
            11,
            "undeclared reference to 'other' (in container '')",
        ),
        (
            "self.n == 1",
            8,
            "found no matching overload for '_==_' applied to '(double, int)'",
        ),
        (
            "self.i == '1'",
            8,
            "found no matching overload for '_==_' applied to '(int, string)'",
        ),
        (
            "self.t == '2024'",
            8,
            "found no matching overload for '_==_' applied to '(google.protobuf.Timestamp, string)'",
        ),
        (
            "self.d > 5",
            8,
            "found no matching overload for '_>_' applied to '(google.protobuf.Duration, int)'",
        ),
        (
            "self.raw == 'abc'",
            10,
            "found no matching overload for '_==_' applied to '(bytes, string)'",
        ),
        (
            "self.e == 1",
            8,
            "found no matching overload for '_==_' applied to '(string, int)'",
        ),
        (
            "self.objs[0] == 'x'",
            14,
            "found no matching overload for '_==_' applied to '(selfType0.objs.@idx, string)'",
        ),
    ]);
}

#[test]
fn operators() {
    check_valid(&[
        "self.i + 1 - 2 * 3 / 4 % 5 == 0",
        "self.n * 2.0 / 3.0 - 1.0 == 0.0",
        "self.s + 'x' == 'yx' && self.ls + ['a'] == ['a']",
        "-self.i < 0 && !self.b",
        "self.i in self.l && self.s in self.ls",
        "(self.b ? 1 : 2) == 1",
        "self.m == {'a': 'b'} && self.l == [1, 2]",
        "self.l[0] == 1 && self.ls[self.i] == 'x'",
        "self.t - self.t == duration('0s') && self.t - self.d < self.t",
    ]);
    check_invalid(&[
        (
            "self.i + 1 + 'x' == 1",
            12,
            "found no matching overload for '_+_' applied to '(int, string)'",
        ),
        (
            "self.i + self.n > 0",
            8,
            "found no matching overload for '_+_' applied to '(int, double)'",
        ),
        (
            "self.s - 'x' == ''",
            8,
            "found no matching overload for '_-_' applied to '(string, string)'",
        ),
        ("!self.i", 1, "found no matching overload for '!_' applied to '(int)'"),
        (
            "-self.s == ''",
            1,
            "found no matching overload for '-_' applied to '(string)'",
        ),
        (
            "self.i && self.b",
            8,
            "found no matching overload for '_&&_' applied to '(int, bool)'",
        ),
        (
            "self.s % 2 == 0",
            8,
            "found no matching overload for '_%_' applied to '(string, int)'",
        ),
        (
            "(self.b ? 1 : 'x') == 1",
            9,
            "found no matching overload for '_?_:_' applied to '(bool, int, string)'",
        ),
        (
            "self.i ? true : false",
            8,
            "found no matching overload for '_?_:_' applied to '(int, bool, bool)'",
        ),
        (
            "self.l['a'] == 1",
            7,
            "found no matching overload for '_[_]' applied to '(list(int), string)'",
        ),
        (
            "self.m[1] == 'x'",
            7,
            "found no matching overload for '_[_]' applied to '(map(string, string), int)'",
        ),
        (
            "self.o[0] == 1",
            7,
            "found no matching overload for '_[_]' applied to '(selfType0.o, int)'",
        ),
        (
            "'x' in self.l",
            5,
            "found no matching overload for '@in' applied to '(string, list(int))'",
        ),
        (
            "self.l + ['a'] == []",
            8,
            "found no matching overload for '_+_' applied to '(list(int), list(string))'",
        ),
    ]);
}

#[test]
fn macros_and_comprehensions() {
    check_valid(&[
        "self.l.all(x, x > 0) && self.l.exists(x, x == 1) && self.l.exists_one(x, x == 2)",
        "self.l.map(x, x * 2).all(y, y > 0)",
        "self.l.map(x, x > 0, x * 2) == [2]",
        "self.l.filter(x, x > 1).size() == 1",
        "self.m.all(k, k.startsWith('a') && self.m[k] != '')",
        "self.objs.map(o, o.name).all(n, n.startsWith('a'))",
        "self.objs.exists(o, has(o.name))",
    ]);
    check_invalid(&[
        (
            "self.i.all(x, x > 0)",
            5,
            "expression of type 'int' cannot be range of a comprehension (must be list, map, or dynamic)",
        ),
        (
            "self.l.all(x, x.name == 'a')",
            16,
            "type 'int' does not support field selection",
        ),
        ("self.objs.all(o, o.nope == 'a')", 19, "undefined field 'nope'"),
        (
            "self.ls.all(x, x > 0)",
            18,
            "found no matching overload for '_>_' applied to '(string, int)'",
        ),
        (
            "self.l.map(x, x * 2).all(y, y == 'a')",
            31,
            "found no matching overload for '_==_' applied to '(int, string)'",
        ),
        (
            "self.objs.map(o, o.name).exists(n, n > 1)",
            38,
            "found no matching overload for '_>_' applied to '(string, int)'",
        ),
        (
            "self.m.all(k, k == 1)",
            17,
            "found no matching overload for '_==_' applied to '(string, int)'",
        ),
        ("has(self.o.y)", 4, "undefined field 'y'"),
        (
            "self.l.all(x, x)",
            11,
            "found no matching overload for '_&&_' applied to '(bool, int)'",
        ),
    ]);
}

/// A function the environment does not have is an undeclared reference
/// at its call's `(`, as cel-go's checker reports it (a misspelled library
/// function fails generation, not the first validation).
#[test]
fn undeclared_functions() {
    check_invalid(&[
        ("foo(1) == 1", 4, "undeclared reference to 'foo' (in container '')"),
        (
            "self.s.someFunctionThisCheckerDoesNotKnow() && true",
            42,
            "undeclared reference to 'someFunctionThisCheckerDoesNotKnow' (in container '')",
        ),
        (
            "self.s.lowerAsciii() == 'a'",
            19,
            "undeclared reference to 'lowerAsciii' (in container '')",
        ),
    ]);
    check_valid(&["self.s.lowerAscii() == 'a' && self.s.charAt(0) == 'a' && isURL(self.s)"]);
}

/// `cel.bind` is not in Kubernetes' CEL environment (its base
/// environment enables none of cel-go's bindings): `cel` and the name it
/// would bind are undeclared references, as the API server reports them.
#[test]
fn bindings_are_not_declared() {
    let rule = "cel.bind(x, 1, x == 1)";
    let second = at(rule, 10, "undeclared reference to 'x' (in container '')");
    let third = at(rule, 16, "undeclared reference to 'x' (in container '')");
    let expected = format!(
        "{}\n{}\n{}",
        at(rule, 1, "undeclared reference to 'cel' (in container '')"),
        second.trim_start_matches("compilation failed: "),
        third.trim_start_matches("compilation failed: "),
    );
    assert_eq!(compile_rule(rule, "", false), Err(expected));
}

/// Two-variable comprehensions: a list's index is an `int` and its item
/// the item type, a map's key and value their types.
#[test]
fn two_variable_comprehensions() {
    check_valid(&[
        "self.l.all(i, v, i >= 0 && v > 0)",
        "self.m.exists(k, v, k.startsWith('a') && v.endsWith('b'))",
        "self.ls.existsOne(i, s, s == 'x' && i == 0)",
        "self.objs.transformList(i, o, o.name).all(n, n != '')",
        "self.l.transformList(i, v, i > 0, v * i).size() > 0",
        "dyn(self.l).all(a, b, a == b)",
        "self.m.transformMap(k, v, v.size())['a'] == 1",
        "self.l.transformMapEntry(i, v, {string(i): v})['0'] > 0",
        "self.ls.transformMap(i, s, i > 0, s + 'x')[1] == 'bx'",
    ]);
    check_invalid(&[
        (
            "self.l.all(i, v, v + 'a' == 'b')",
            20,
            "found no matching overload for '_+_' applied to '(int, string)'",
        ),
        (
            "self.m.all(k, v, v + 1 == 2)",
            20,
            "found no matching overload for '_+_' applied to '(string, int)'",
        ),
        ("self.l.all(self.i, v, true)", 16, "argument must be a simple name"),
        ("self.l.all(i, i, true)", 15, "duplicate variable name: i"),
        (
            "self.l.exists(i, v, w > 0)",
            21,
            "undeclared reference to 'w' (in container '')",
        ),
        (
            "self.l.transformList(i, v, v) == ['a']",
            31,
            "found no matching overload for '_==_' applied to '(list(int), list(string))'",
        ),
        ("self.objs.all(i, o, o.nope == 1)", 22, "undefined field 'nope'"),
        (
            "self.m.transformMap(k, v, v.size())['a'] == 'x'",
            42,
            "found no matching overload for '_==_' applied to '(int, string)'",
        ),
        (
            "self.m.transformMap(k, v, w)",
            27,
            "undeclared reference to 'w' (in container '')",
        ),
    ]);
}

#[test]
fn functions() {
    check_valid(&[
        "size(self.s) > 0 && self.s.size() > 0 && size(self.l) > 0 && self.m.size() > 0",
        "int(self.s) > 0 && string(self.i) == '1' && double(self.i) > 0.0 && uint(self.i) > 0u",
        "self.s.startsWith('a') && self.s.endsWith('b') && self.s.contains('c') && self.s.matches('^a')",
        "self.s.lowerAscii() == self.s.upperAscii().lowerAscii() && self.s.trim() == 'x'",
        "self.s.split(',').size() == 2 && self.s.indexOf('a') == 0 && self.s.substring(1, 2) == 'b'",
        "self.s.replace('a', 'b') == 'b' && self.ls.join(',') == 'a' && self.s.charAt(0) == 'a'",
        "'%s-%d'.format([dyn(self.s), self.i]) == 'a-1'",
        "self.s.find('[0-9]+') == '1' && self.s.findAll('[0-9]').size() == 2",
        "self.l.isSorted() && self.l.sum() == 3 && self.l.min() == 1 && self.l.max() == 2 && self.l.indexOf(2) == 1",
        "self.ls.isSorted() && self.ls.min() == 'a' && [duration('1s')].sum() == duration('1s') && [1.5].sum() == 1.5",
        "sets.contains(self.l, [1]) && sets.intersects(self.ls, ['a']) && sets.equivalent(self.l, [1])",
        "isURL(self.s) && url(self.s).getHost() == 'x' && url(self.s).getQuery()['a'][0] == 'b'",
        "isIP(self.s) && ip(self.s).family() == 4 && ip(self.s).isLoopback() && ip.isCanonical(self.s)",
        "cidr(self.s).containsIP(ip('10.0.0.1')) && cidr(self.s).containsIP('10.0.0.1') && cidr(self.s).prefixLength() == 8",
        "isQuantity(self.s) && quantity(self.s).isLessThan(quantity('1Gi')) && quantity(self.s).add(1).asInteger() > 0",
        "isSemver(self.s) && semver(self.s).major() == 1 && semver(self.s).isLessThan(semver('2.0.0'))",
        "!format.dns1123Label().validate(self.s).hasValue() && format.named('dns1123Label').hasValue()",
        "self.?maybe.orValue('') == '' && optional.of(self.i).value() == self.i && optional.none().orValue(1) == 1",
        "self.o.?x.hasValue() && self.m[?'a'].orValue('') == ''",
        "self.t.getFullYear() > 2000 && self.d.getHours() < 2",
        "timestamp(self.s) > self.t && duration(self.s) > self.d",
        "dyn(self.i) == 'x' || true",
    ]);
    check_invalid(&[
        (
            "size(self.i) > 0",
            5,
            "found no matching overload for 'size' applied to '(int)'",
        ),
        (
            "self.i.size() > 0",
            12,
            "found no matching overload for 'size' applied to 'int.()'",
        ),
        (
            "self.s.startsWith(1)",
            18,
            "found no matching overload for 'startsWith' applied to 'string.(int)'",
        ),
        (
            "self.i.startsWith('a')",
            18,
            "found no matching overload for 'startsWith' applied to 'int.(string)'",
        ),
        (
            "self.s.matches(1)",
            15,
            "found no matching overload for 'matches' applied to 'string.(int)'",
        ),
        (
            "self.l.join(',') == ''",
            12,
            "found no matching overload for 'join' applied to 'list(int).(string)'",
        ),
        (
            "self.ls.sum() == ''",
            12,
            "found no matching overload for 'sum' applied to 'list(string).()'",
        ),
        (
            "self.objs.isSorted()",
            19,
            "found no matching overload for 'isSorted' applied to 'list(selfType0.objs.@idx).()'",
        ),
        (
            "self.objs.max().name == ''",
            14,
            "found no matching overload for 'max' applied to 'list(selfType0.objs.@idx).()'",
        ),
        (
            "self.s.split(1).size() == 1",
            13,
            "found no matching overload for 'split' applied to 'string.(int)'",
        ),
        (
            "int(self.b) == 1",
            4,
            "found no matching overload for 'int' applied to '(bool)'",
        ),
        (
            "sets.contains(self.l, self.ls)",
            14,
            "found no matching overload for 'sets.contains' applied to '(list(int), list(string))'",
        ),
        (
            "url(self.i).getHost() == ''",
            4,
            "found no matching overload for 'url' applied to '(int)'",
        ),
        (
            "url(self.s).getHost(1) == ''",
            20,
            "found no matching overload for 'getHost' applied to 'kubernetes.URL.(int)'",
        ),
        (
            "ip(self.s).family() == 'v4'",
            21,
            "found no matching overload for '_==_' applied to '(int, string)'",
        ),
        (
            "cidr(self.s).containsIP(1)",
            24,
            "found no matching overload for 'containsIP' applied to 'net.CIDR.(int)'",
        ),
        (
            "quantity(self.s).isLessThan(self.s)",
            28,
            "found no matching overload for 'isLessThan' applied to 'kubernetes.Quantity.(string)'",
        ),
        (
            "quantity(self.s) < quantity('1')",
            18,
            "found no matching overload for '_<_' applied to '(kubernetes.Quantity, kubernetes.Quantity)'",
        ),
        (
            "semver(self.s).major() == '1'",
            24,
            "found no matching overload for '_==_' applied to '(int, string)'",
        ),
        (
            "format.dns1123Label().validate(self.i).hasValue()",
            31,
            "found no matching overload for 'validate' applied to 'kubernetes.NamedFormat.(int)'",
        ),
        (
            "self.?maybe.orValue(1) == 1",
            20,
            "found no matching overload for 'orValue' applied to 'optional_type(string).(int)'",
        ),
        ("self.o.?y.hasValue()", 7, "undefined field 'y'"),
        (
            "self.t.getFullYear() == self.s",
            22,
            "found no matching overload for '_==_' applied to '(int, string)'",
        ),
        (
            "duration(self.i) > self.d",
            9,
            "found no matching overload for 'duration' applied to '(int)'",
        ),
    ]);
}

#[test]
fn result_types() {
    for (rule, message_expression, expected) in [
        ("self.i", "", Err(CompileError::NotBool)),
        ("self.s + 'x'", "", Err(CompileError::NotBool)),
        ("self.ios", "", Err(CompileError::NotBool)),
        ("self.b", "", Ok(())),
        ("self.i > 0", "self.i", Err(CompileError::MessageNotString)),
        ("self.i > 0", "'i is ' + (self.i > 9 ? 'big' : 'small')", Ok(())),
        // `string()` gives a string of unknown length: concatenating it is
        // over the API server's cost limit.
        (
            "self.i > 0",
            "'i is ' + string(self.i)",
            Err(CompileError::MessageExpressionCost(
                "estimated messageExpression cost exceeds budget by factor of more than 100x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)".into(),
            )),
        ),
        ("self.i > 0", "self.ls", Err(CompileError::MessageNotString)),
        (
            "self.unknownFunction()",
            "",
            Err(CompileError::Rule(
                "ERROR: <input>:1:21: undeclared reference to 'unknownFunction' (in container '')\n | self.unknownFunction()\n | ....................^".into(),
            )),
        ),
    ] {
        let rule = ValidationRule {
            rule: rule.into(),
            message_expression: message_expression.into(),
            ..Default::default()
        };
        assert_eq!(compile(&rule, &schema(), false).map(|_| ()), expected, "{}", rule.rule);
    }
    assert_eq!(
        CompileError::NotBool.to_string(),
        "cel expression must evaluate to a bool"
    );
    assert_eq!(
        CompileError::MessageNotString.to_string(),
        "messageExpression must evaluate to a string"
    );
}

#[test]
fn old_self_and_optional_old_self() {
    assert_eq!(compile_rule("self.i >= oldSelf.i", "", false), Ok(()));
    assert_eq!(
        compile_rule("!oldSelf.hasValue() || self.i >= oldSelf.value().i", "", true),
        Ok(())
    );
    assert_eq!(compile_rule("oldSelf.orValue(self).i <= self.i", "", true), Ok(()));
    let rule = "self.i >= oldSelf.i";
    assert_eq!(
        compile_rule(rule, "", true),
        Err(at(
            rule,
            8,
            "found no matching overload for '_>=_' applied to '(int, optional_type(int))'"
        ))
    );
}

#[test]
fn errors_are_reported_in_source_order() {
    let rule = "self.nope == 1 && self.s + 1 == 'x' && other";
    assert_eq!(
        compile_rule(rule, "", false),
        Err(format!(
            "compilation failed: ERROR: <input>:1:5: undefined field 'nope'\n | {rule}\n | ....^\n\
             ERROR: <input>:1:26: found no matching overload for '_+_' applied to '(string, int)'\n | {rule}\n | .........................^\n\
             ERROR: <input>:1:40: undeclared reference to 'other' (in container '')\n | {rule}\n | .......................................^"
        ))
    );
    let multi_line = "self.i > 0 &&\n  self.nope";
    assert_eq!(
        compile_rule(multi_line, "", false),
        Err("compilation failed: ERROR: <input>:2:7: undefined field 'nope'\n |   self.nope\n | ......^".to_owned())
    );
}

#[test]
fn fields_a_rule_selects() {
    for (rule, message_expression, expected) in [
        ("self.i > 0", "", Some(vec!["i"])),
        (
            "self.i > oldSelf.n",
            "self.i > 9 ? 'i is big, ' + self.s : 'i is small'",
            Some(vec!["i", "n", "s"]),
        ),
        (
            "has(self.o) && self.?maybe.orValue('') == ''",
            "",
            Some(vec!["maybe", "o"]),
        ),
        ("self.l.all(x, x > self.i)", "", Some(vec!["i", "l"])),
        ("self == oldSelf", "", None),
        ("self.i > 0", "self == oldSelf ? 'same' : 'changed'", None),
        ("self.m.all(k, has(self.o)) && [self].size() == 1", "", None),
    ] {
        let rule = ValidationRule {
            rule: rule.into(),
            message_expression: message_expression.into(),
            ..Default::default()
        };
        let compiled = compile(&rule, &schema(), false).unwrap();
        let fields = compiled
            .selected_fields()
            .map(|f| f.iter().map(String::as_str).collect::<Vec<_>>());
        assert_eq!(fields, expected, "{}", rule.rule);
    }
}

/// Rules as CRDs write them: none may be rejected.
#[test]
fn common_rules_compile() {
    let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {
        "spec": {"type": "object", "properties": {
            "replicas": {"type": "integer"}, "maxReplicas": {"type": "integer"},
            "ratio": {"type": "number"},
            "timeout": {"type": "string", "maxLength": 16},
            "created": {"type": "string", "format": "date-time"},
            "url": {"type": "string", "maxLength": 256},
            "memory": {"x-kubernetes-int-or-string": true},
            "names": {"type": "array", "maxItems": 16, "items": {"type": "string", "maxLength": 63}},
            "labels": {"type": "object", "maxProperties": 16, "additionalProperties": {"type": "string", "maxLength": 63}},
            "ports": {"type": "array", "maxItems": 16, "items": {"type": "object", "properties": {
                "name": {"type": "string", "maxLength": 15}, "port": {"type": "integer"}, "type": {"type": "string", "maxLength": 8}}}}}},
        "status": {"type": "object", "properties": {"conditions": {"type": "array", "maxItems": 8, "items": {"type": "object",
            "properties": {"type": {"type": "string", "maxLength": 32}, "status": {"type": "string", "maxLength": 8}}}}}}
    }}))
    .unwrap();
    let rules = [
        "self.spec.replicas <= self.spec.maxReplicas",
        "!has(self.spec.names) || self.spec.names.size() > 0",
        "self.spec.names.all(n, n.matches('^[a-z0-9-]+$') && n.size() <= 63)",
        "self.metadata.name.startsWith('web-') && self.kind == 'Widget'",
        "type(self.spec.memory) == string ? self.spec.memory.endsWith('Mi') : self.spec.memory > 0",
        "self.spec.ports.exists(p, p.name == 'http') && self.spec.ports.exists_one(p, p.port == 80)",
        "self.spec.labels.all(k, self.spec.labels[k].size() < 64)",
        "self.spec.timeout.split('.').all(p, p.size() < 8)",
        "duration(self.spec.timeout) < duration('1h')",
        "self.spec.created < timestamp('2030-01-01T00:00:00Z')",
        "[1, 2, 3].exists(x, x == self.spec.replicas)",
        "self.spec.names.size() == 0 || self.spec.names[0] != ''",
        "self.spec.?timeout.orValue('') != ''",
        "url(self.spec.url).getScheme() in ['http', 'https']",
        "self.spec.replicas == oldSelf.spec.replicas || self.spec.replicas > oldSelf.spec.replicas",
        "self.spec.ratio >= 0 && self.spec.ratio <= 1.5 && self.spec.replicas < 2.5",
        "self.spec.ports.map(p, p.port).all(x, x > 0) && self.spec.ports.map(p, p.port).sum() > 0",
        "self.status.conditions.exists(c, c.type == 'Ready' && c.status == 'True')",
        "self.spec.labels.exists(k, k == 'app' && self.spec.labels[k] == 'web')",
        "lists.range(3).size() == 3",
        "self.spec.names.filter(n, n.startsWith('a')).size() <= 1",
        "has(self.spec.labels.app) && self.spec.labels.app != ''",
        "self.spec.ports.all(p, !has(p.type) || p.type in ['TCP', 'UDP'])",
        "self.spec.replicas % 2 == 1 ? true : self.spec.replicas != 4",
        "size(self.spec.labels) <= 16 && 'x' in self.spec.labels == false",
    ];
    let failures: Vec<String> = rules
        .iter()
        .filter_map(|r| {
            let rule = ValidationRule {
                rule: (*r).into(),
                ..Default::default()
            };
            compile(&rule, &schema, true).err().map(|e| format!("{r}: {e}"))
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Object types are named as the API server names them: `selfType<N>` for
/// `self` (N is the moment the CRD was written; 0 here), and the path from
/// there below it (fields by their CEL name, `@idx` for list items, `@elem`
/// for map values). Two different object types are not comparable.
#[test]
fn object_type_names() {
    check_valid(&[
        "self.o == oldSelf.o",
        "self.objs[0] == self.objs[1]",
        "self.res.metadata == self.res.metadata",
        "self.res.metadata.name.contains(self.res.metadata.generateName)",
    ]);
    check_invalid(&[
        (
            "self == 1",
            6,
            "found no matching overload for '_==_' applied to '(selfType0, int)'",
        ),
        (
            "self.o == self.objs[0]",
            8,
            "found no matching overload for '_==_' applied to '(selfType0.o, selfType0.objs.@idx)'",
        ),
        (
            "self.res == 1",
            10,
            "found no matching overload for '_==_' applied to '(selfType0.res, int)'",
        ),
        (
            "self.res.metadata == 1",
            19,
            "found no matching overload for '_==_' applied to '(selfType0.res.metadata, int)'",
        ),
    ]);
    let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {
        "by-name": {"type": "object", "additionalProperties": {"type": "object", "properties": {
            "ports": {"type": "array", "items": {"type": "object", "properties": {"port": {"type": "integer"}}}}}}}}}))
    .unwrap();
    let rule = ValidationRule {
        rule: "self.by__dash__name['a'].ports[0] == 1".into(),
        ..Default::default()
    };
    assert_eq!(
        compile(&rule, &schema, false).map(|_| ()).map_err(|e| e.to_string()),
        Err(at(
            "self.by__dash__name['a'].ports[0] == 1",
            35,
            "found no matching overload for '_==_' applied to '(selfType0.by__dash__name.@elem.ports.@idx, int)'"
        ))
    );
}
