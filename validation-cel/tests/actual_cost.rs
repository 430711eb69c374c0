//! The actual runtime cost of rules, as the API server meters it while it
//! evaluates them (cel-go's cost tracker with Kubernetes' library costs):
//! the cases and figures of Kubernetes' own cost stability tests, and the
//! limits that cost is checked against.

use serde_json::{json, Value};
use validation_cel::convert::to_cel;
use validation_cel::{compile, validate, Engine};
use validation_schema::{Schema, ValidationRule};

/// An object schema with `properties`.
fn object(properties: Value) -> Value {
    json!({"type": "object", "properties": properties})
}

/// An object schema of `val1`, `val2`, ... of the given schemas.
fn vals(schemas: &[Value]) -> Value {
    let mut properties = serde_json::Map::new();
    for (i, s) in schemas.iter().enumerate() {
        properties.insert(format!("val{}", i + 1), s.clone());
    }
    object(Value::Object(properties))
}

/// `{"val1": .., "val2": ..}` of the given values.
fn objs(values: &[Value]) -> Value {
    let mut object = serde_json::Map::new();
    for (i, v) in values.iter().enumerate() {
        object.insert(format!("val{}", i + 1), v.clone());
    }
    Value::Object(object)
}

/// `a == lit && lit == a && a == b`, as Kubernetes' tests build it.
fn equal_to_themselves_and(literal: &str) -> String {
    format!("self.val1 == {literal} && {literal} == self.val1 && self.val1 == self.val2")
}

fn string() -> Value {
    json!({"type": "string"})
}
fn integer() -> Value {
    json!({"type": "integer"})
}
fn number() -> Value {
    json!({"type": "number"})
}
fn formatted(t: &str, format: &str) -> Value {
    json!({"type": t, "format": format})
}
fn list(items: Value) -> Value {
    json!({"type": "array", "items": items})
}
/// A list short enough for the estimated cost of any rule below to
/// compile (the actual cost does not depend on it).
fn bounded_list(items: Value) -> Value {
    json!({"type": "array", "maxItems": 10, "items": items})
}
fn map(values: Value) -> Value {
    json!({"type": "object", "additionalProperties": values})
}
fn int_or_string() -> Value {
    json!({"x-kubernetes-int-or-string": true})
}

/// The actual cost of each rule on `object` of `schema`, or why it failed.
fn costs(schema: &Value, object: &Value, rules: &[(&str, u64)]) -> Vec<String> {
    let schema: Schema = serde_json::from_value(schema.clone()).unwrap();
    let value = to_cel(&schema, object);
    let mut failures = Vec::new();
    for (rule, expected) in rules {
        let compiled = compile(
            &ValidationRule {
                rule: (*rule).to_owned(),
                ..Default::default()
            },
            &schema,
            false,
        );
        let cost = match compiled {
            Ok(c) => Engine::with(|engine| c.actual_cost(engine, value.clone(), None)),
            Err(e) => {
                failures.push(format!("{rule}: {e}"));
                continue;
            }
        };
        if cost != *expected {
            failures.push(format!("{rule}: cost {cost}, expected {expected}"));
        }
    }
    failures
}

/// Rules and their actual costs.
type Rules = Vec<(String, u64)>;

#[test]
fn costs_of_kubernetes_cost_stability_cases() {
    let rook = "Rook takes 👑";
    let cases: Vec<(&str, Value, Value, Rules)> = vec![
        (
            "integers",
            vals(&[integer(), integer(), formatted("integer", "int32"), formatted("integer", "int32"), formatted("integer", "int64"), formatted("integer", "int64")]),
            objs(&[json!(i64::MAX), json!(i64::MAX), json!(i32::MAX), json!(i32::MAX), json!(i64::MAX), json!(i64::MAX)]),
            vec![
                (equal_to_themselves_and(&i64::MAX.to_string()), 11),
                ("self.val1 == self.val6".into(), 5),
                ("type(self.val1) == int".into(), 4),
                (format!("self.val3 + 1 == {} + 1", i32::MAX), 5),
            ],
        ),
        (
            "numbers",
            vals(&[number(), number(), formatted("number", "float"), formatted("number", "float"), formatted("number", "double"), formatted("number", "double"), formatted("number", "double")]),
            objs(&[json!(1.5), json!(1.5), json!(2.5), json!(2.5), json!(1.5), json!(1.5), json!(1)]),
            vec![
                (equal_to_themselves_and("1.5"), 11),
                ("self.val1 == self.val6".into(), 5),
                ("type(self.val1) == double".into(), 4),
                ("type(self.val7) == double".into(), 4),
                ("self.val7 == 1.0".into(), 3),
            ],
        ),
        (
            "numeric comparisons",
            vals(&[integer(), number()]),
            objs(&[json!(5), json!(10.0)]),
            vec![
                ("double(self.val1) < self.val2".into(), 6),
                ("self.val1 < int(self.val2)".into(), 6),
                ("double(5) < 10.0".into(), 1),
                ("5 < int(10.0)".into(), 1),
                ("double(self.val1) < 10.0".into(), 4),
            ],
        ),
        (
            "unicode strings",
            vals(&[string(), string()]),
            objs(&[json!(rook), json!(rook)]),
            vec![
                (equal_to_themselves_and("'Rook takes 👑'"), 14),
                ("self.val1.startsWith('Rook')".into(), 4),
                ("!self.val1.startsWith('knight')".into(), 5),
                ("self.val1.matches('^[^0-9]*$')".into(), 8),
                ("!self.val1.matches('^[0-9]*$')".into(), 7),
                ("type(self.val1) == string".into(), 4),
                ("size(self.val1) == 12".into(), 4),
                ("self.val1.charAt(3) == 'k'".into(), 4),
                ("self.val1.indexOf('o') == 1".into(), 4),
                ("self.val1.indexOf('o', 2) == 2".into(), 4),
                ("self.val1.replace(' ', 'x') == 'Rookxtakesx👑'".into(), 7),
                ("self.val1.replace(' ', 'x', 1) == 'Rookxtakes 👑'".into(), 7),
                ("self.val1.split(' ') == ['Rook', 'takes', '👑']".into(), 6),
                ("self.val1.split(' ', 2) == ['Rook', 'takes 👑']".into(), 6),
                ("self.val1.substring(5) == 'takes 👑'".into(), 5),
                ("self.val1.substring(0, 4) == 'Rook'".into(), 5),
                ("self.val1.substring(4, 10).trim() == 'takes'".into(), 6),
                ("self.val1.upperAscii() == 'ROOK TAKES 👑'".into(), 6),
                ("self.val1.lowerAscii() == 'rook takes 👑'".into(), 6),
            ],
        ),
        (
            "bytes",
            vals(&[formatted("string", "byte"), formatted("string", "byte")]),
            objs(&[json!("QUI="), json!("QUI=")]),
            vec![
                ("self.val1 == self.val2".into(), 5),
                ("self.val1 == b'AB'".into(), 3),
                ("type(self.val1) == bytes".into(), 4),
                ("size(self.val1) == 2".into(), 4),
            ],
        ),
        (
            "booleans",
            vals(&[json!({"type": "boolean"}), json!({"type": "boolean"}), json!({"type": "boolean"}), json!({"type": "boolean"})]),
            objs(&[json!(true), json!(true), json!(false), json!(false)]),
            vec![(equal_to_themselves_and("true"), 11), ("self.val1 != self.val4".into(), 5), ("type(self.val1) == bool".into(), 4)],
        ),
        (
            "duration format",
            vals(&[formatted("string", "duration"), formatted("string", "duration")]),
            objs(&[json!("1h2m3s4ms"), json!("1h2m3s4ms")]),
            vec![
                (equal_to_themselves_and("duration('1h2m3s4ms')"), 11),
                ("self.val1 == duration('1h2m') + duration('3s4ms')".into(), 4),
                ("self.val1.getHours() == 1".into(), 4),
            ],
        ),
        (
            "conversions",
            vals(&[integer(), number(), number(), number(), json!({"type": "boolean"}), string(), formatted("string", "byte")]),
            objs(&[json!(10), json!(10.0), json!(10.49), json!(10.5), json!(true), json!("10"), json!("MTA=")]),
            vec![
                ("int(self.val2) == self.val1".into(), 6),
                ("double(self.val1) == self.val2".into(), 6),
                ("bytes(self.val6) == self.val7".into(), 6),
                ("string(self.val1) == self.val6".into(), 6),
                ("string(self.val4) == '10.5'".into(), 4),
                ("string(self.val7) == self.val6".into(), 6),
            ],
        ),
        (
            "lists",
            vals(&[list(integer()), list(integer())]),
            objs(&[json!([1, 2, 3]), json!([1, 2, 3])]),
            vec![
                (equal_to_themselves_and("[1, 2, 3]"), 11),
                ("1 in self.val1".into(), 5),
                ("self.val2[0] in self.val1".into(), 8),
                ("!(0 in self.val1)".into(), 6),
                ("self.val1 + self.val2 == [1, 2, 3, 1, 2, 3]".into(), 6),
                ("self.val1 + [4, 5] == [1, 2, 3, 4, 5]".into(), 4),
            ],
        ),
        (
            "maps",
            vals(&[map(string()), map(string())]),
            objs(&[json!({"k1": "a", "k2": "b"}), json!({"k2": "b", "k1": "a"})]),
            vec![
                ("self.val1 == self.val2".into(), 5),
                ("'k1' in self.val1".into(), 3),
                ("!('k3' in self.val1)".into(), 4),
                ("self.val1 == {'k1': 'a', 'k2': 'b'}".into(), 3),
            ],
        ),
        (
            "enums",
            object(json!({"enumStr": {"type": "string", "enum": ["Pending", "Available", "Bound", "Released", "Failed"]}})),
            json!({"enumStr": "Pending"}),
            vec![("self.enumStr == 'Pending'".into(), 3), ("self.enumStr in ['Pending', 'Available']".into(), 2)],
        ),
        (
            "list maps",
            object(json!({"objs": list(json!({"type": "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["k"],
                "items": object(json!({"k": string(), "v": string()}))}))})),
            json!({"objs": [
                [{"k": "a", "v": "1"}, {"k": "b", "v": "2"}],
                [{"k": "b", "v": "2"}, {"k": "a", "v": "1"}],
                [{"k": "b", "v": "3"}, {"k": "a", "v": "1"}],
                [{"k": "c", "v": "4"}]]}),
            vec![
                ("self.objs[0] == [self.objs[0][0], self.objs[0][1]]".into(), 22),
                ("self.objs[0] == [self.objs[0][1], self.objs[0][0]]".into(), 22),
                ("self.objs[2] + [self.objs[0][0], self.objs[0][1]] == self.objs[0]".into(), 26),
                ("size(self.objs[0] + [self.objs[3][0]]) == 3".into(), 20),
            ],
        ),
        (
            "object access",
            object(json!({
                "a": object(json!({"b": integer(), "c": integer(), "d": {"type": "integer", "nullable": true}})),
                "a1": object(json!({"b1": object(json!({"c1": integer()})), "d2": object(json!({"e2": integer()}))}))})),
            json!({"a": {"b": 1, "d": null}, "a1": {"b1": {"c1": 4}}, "a3": {}}),
            vec![
                ("has(self.a.b)".into(), 2),
                ("has(self.a1.b1.c1)".into(), 3),
                ("!(has(self.a1.d2) && has(self.a1.d2.e2))".into(), 3),
                ("!has(self.a1.d2)".into(), 3),
            ],
        ),
        (
            "map access",
            object(json!({"val": map(integer())})),
            json!({"val": {"b": 1, "d": 2}}),
            vec![
                ("!('a' in self.val)".into(), 4),
                ("'b' in self.val".into(), 3),
                ("!has(self.val.a)".into(), 3),
                ("has(self.val.b)".into(), 2),
                ("self.val.all(k, self.val[k] > 0)".into(), 17),
                ("self.val.exists_one(k, self.val[k] == 2)".into(), 14),
                ("!self.val.exists_one(k, self.val[k] > 0)".into(), 17),
                ("size(self.val) == 2".into(), 4),
                ("size(self.val.filter(k, self.val[k] > 1)) == 1".into(), 26),
            ],
        ),
        (
            "list map access",
            object(json!({"listMap": {"type": "array", "maxItems": 10, "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["k"],
                "items": object(json!({"k": string(), "v": string(), "v2": string()}))}})),
            json!({"listMap": [{"k": "a1", "v": "b1"}, {"k": "a2", "v": "b2"}, {"k": "a3", "v": "b3", "v2": "z"}]}),
            vec![
                ("has(self.listMap[0].v)".into(), 3),
                ("self.listMap.all(m, m.k.startsWith('a'))".into(), 21),
                ("self.listMap.all(m, !has(m.v2) || m.v2 == 'z')".into(), 21),
                ("self.listMap.exists(m, m.k.endsWith('1'))".into(), 13),
                ("self.listMap.exists_one(m, m.k == 'a3')".into(), 15),
                ("!self.listMap.all(m, m.k.endsWith('1'))".into(), 18),
                ("!self.listMap.exists(m, m.v == 'x')".into(), 25),
                ("!self.listMap.exists_one(m, m.k.startsWith('a'))".into(), 20),
                ("size(self.listMap.filter(m, m.k == 'a1')) == 1".into(), 27),
                ("self.listMap.exists(m, m.k == 'a1' && m.v == 'b1')".into(), 16),
                ("self.listMap.map(m, m.v).exists(v, v == 'b1')".into(), 55),
                ("self.listMap.exists(m, has(m.v2) && m.v2 == 'z')".into(), 21),
                ("!self.listMap.all(m, has(m.v2) && m.v2 != 'z')".into(), 10),
                ("self.listMap.exists_one(m, has(m.v2) && m.v2 == 'z')".into(), 12),
                ("self.listMap.filter(m, has(m.v2) && m.v2 == 'z').size() == 1".into(), 24),
                ("self.listMap.map(m, has(m.v2) && m.v2 == 'z', m.v2).size() == 1".into(), 25),
                ("self.listMap.filter(m, has(m.v2) && m.v2 == 'z').map(m, m.v2).size() == 1".into(), 39),
                ("self.listMap.exists(m, m.v2 == 'z')".into(), 24),
                ("!self.listMap.all(m, m.v2 != 'z')".into(), 22),
            ],
        ),
        (
            "list access",
            object(json!({"array": bounded_list(integer())})),
            json!({"array": [1, 1, 2, 2, 3, 3, 4, 5]}),
            vec![
                ("2 in self.array".into(), 10),
                ("self.array.all(e, e > 0)".into(), 43),
                ("self.array.exists(e, e > 2)".into(), 36),
                ("self.array.exists_one(e, e > 4)".into(), 22),
                ("!self.array.all(e, e < 2)".into(), 21),
                ("!self.array.exists(e, e < 0)".into(), 52),
                ("!self.array.exists_one(e, e == 2)".into(), 25),
                ("self.array.all(e, e < 100)".into(), 43),
                ("size(self.array.filter(e, e%2 == 0)) == 3".into(), 68),
                ("self.array.map(e, e * 20).filter(e, e > 50).exists(e, e == 60)".into(), 194),
                ("size(self.array) == 8".into(), 4),
            ],
        ),
        (
            "list set access",
            object(json!({"set": bounded_list(integer())})),
            json!({"set": [1, 2, 3, 4, 5]}),
            vec![
                ("3 in self.set".into(), 7),
                ("self.set.all(e, e > 0)".into(), 28),
                ("self.set.exists(e, e > 3)".into(), 30),
                ("self.set.exists_one(e, e == 3)".into(), 16),
                ("!self.set.all(e, e < 3)".into(), 21),
                ("!self.set.exists(e, e < 0)".into(), 34),
                ("!self.set.exists_one(e, e > 3)".into(), 19),
                ("size(self.set.filter(e, e%2 == 0)) == 2".into(), 46),
                ("self.set.map(e, e * 20).filter(e, e > 50).exists_one(e, e == 60)".into(), 133),
            ],
        ),
        (
            "string in int-or-string",
            object(json!({"something": int_or_string()})),
            json!({"something": "25%"}),
            vec![
                ("type(self.something) == int ? self.something == 1 : self.something == '25%'".into(), 7),
                ("type(self.something) == string && self.something == '25%'".into(), 7),
                ("self.something == '25%'".into(), 3),
                ("self.something == '25%' || self.something == 1".into(), 3),
            ],
        ),
        (
            "percent comparison using int-or-string",
            object(json!({"min": int_or_string(), "current": integer(), "available": integer()})),
            json!({"min": "50%", "current": 5, "available": 10}),
            vec![
                (r"type(self.min) == string && self.min.matches(r'(\d+(\.\d+)?%)')".into(), 10),
                ("type(self.min) == int ? self.current <= self.min : double(self.current) / double(self.available) >= double(self.min.replace('%', '')) / 100.0".into(), 17),
            ],
        ),
    ];
    let mut failures = Vec::new();
    for (name, schema, object, rules) in cases {
        let rules: Vec<(&str, u64)> = rules.iter().map(|(r, c)| (r.as_str(), *c)).collect();
        failures.extend(
            costs(&schema, &object, &rules)
                .into_iter()
                .map(|f| format!("{name}: {f}")),
        );
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The errors `validate` reports for `new` on `schema`.
fn errors(schema: Value, new: Value) -> Vec<String> {
    let schema: Schema = serde_json::from_value(schema).unwrap();
    validate(&schema, &new, None)
        .errors
        .iter()
        .map(|e| e.to_string())
        .collect()
}

/// `spec.v`, a list of at most `max` integers, with `rules` on `spec`.
fn numbers_schema(max: u64, rules: &[&str]) -> Value {
    let rules: Vec<Value> = rules.iter().map(|r| json!({"rule": r})).collect();
    json!({"type": "object", "properties": {"spec": {"type": "object",
        "properties": {"v": {"type": "array", "maxItems": max, "items": {"type": "integer"}}},
        "x-kubernetes-validations": rules}}})
}

fn numbers(n: i64) -> Value {
    json!({"spec": {"v": (0..n).collect::<Vec<_>>()}})
}

#[test]
fn per_call_limit_applies_to_the_actual_cost() {
    let nested = "self.v.all(x, self.v.all(y, x + y >= 0))";
    let guarded = "self.v.size() > 0 || self.v.all(x, self.v.all(y, x + y >= 0))";
    let over = "spec: Invalid value: \"object\": 'operation cancelled: actual cost limit exceeded': no further validation rules will be run due to call cost exceeds limit for rule: ";
    // (rule, elements, errors): the nested rule costs 3 + 6n + 7n²; the
    // guarded one stops at its first operand (cost 4) on a non-empty list.
    for (rule, n, expected) in [
        (nested, 10, vec![]),
        (nested, 377, vec![]),
        (nested, 378, vec![format!("{over}{nested}")]),
        (guarded, 500, vec![]),
        (guarded, 0, vec![]),
    ] {
        assert_eq!(
            errors(numbers_schema(1000, &[rule]), numbers(n)),
            expected,
            "{rule} on {n}"
        );
    }
    // 3 + 6·377 + 7·377² = 997,168; at 378 elements, 1,002,459.
    let compiled = compile(
        &ValidationRule {
            rule: nested.to_owned(),
            ..Default::default()
        },
        &serde_json::from_value(json!({"type": "object", "properties": {"v": {"type": "array", "maxItems": 1000, "items": {"type": "integer"}}}})).unwrap(),
        false,
    )
    .unwrap();
    let cost = |n: i64| {
        let schema: Schema = serde_json::from_value(
            json!({"type": "object", "properties": {"v": {"type": "array", "items": {"type": "integer"}}}}),
        )
        .unwrap();
        let value = to_cel(&schema, &json!({"v": (0..n).collect::<Vec<_>>()}));
        Engine::with(|engine| compiled.actual_cost(engine, value, None))
    };
    assert_eq!(cost(10), 3 + 60 + 700);
    assert_eq!(cost(377), 997_168);
    // Cancelled once past the limit, as cel-go cancels: the cost up to
    // there (this rule charges 1 at a time).
    assert_eq!(cost(378), 1_000_001);
}

#[test]
fn budget_is_charged_actual_costs() {
    // A pattern of 1204 characters (a factor of 301) over 20,000: `matches`
    // costs 2,001 × 301 = 602,301. Per item, the guarded rule costs 4 (its
    // bound, both operands, 602,307); the plain one 602,303. The API server
    // runs 16 items in full (9,636,912), the 17th's guarded rule, and stops
    // at its plain rule, past the 10M budget.
    let pattern = format!("^(a{})*$", "|a".repeat(599));
    let guarded = format!("self.s.size() > 0 || self.s.matches('{pattern}')");
    let plain = format!("self.s.matches('{pattern}')");
    let schema = json!({"type": "object", "properties": {"items": {"type": "array", "maxItems": 40, "items": {
        "type": "object", "properties": {"s": {"type": "string", "maxLength": 25000}},
        "x-kubernetes-validations": [{"rule": guarded}, {"rule": plain}]}}}});
    let item = json!({"s": "a".repeat(20_000)});
    assert_eq!(
        errors(schema.clone(), json!({"items": vec![item.clone(); 30]})),
        vec!["items[16]: Invalid value: \"object\": validation failed due to running out of cost budget, no further validation rules will be run"]
    );
    assert_eq!(errors(schema, json!({"items": vec![item; 16]})), Vec::<String>::new());
}

#[test]
fn message_expression_is_charged_when_it_runs() {
    // The rule fails; its message expression costs 3 + 6n + 7n², over the
    // per-call limit at n = 400.
    let schema = json!({"type": "object", "properties": {"spec": {"type": "object",
        "properties": {"v": {"type": "array", "maxItems": 1000, "items": {"type": "integer"}}},
        "x-kubernetes-validations": [{"rule": "self.v.size() == 0",
            "messageExpression": "self.v.all(x, self.v.all(y, x + y >= 0)) ? 'not empty' : 'negative'"}]}}});
    assert_eq!(
        errors(schema.clone(), numbers(10)),
        vec!["spec: Invalid value: not empty"]
    );
    assert_eq!(
        errors(schema, numbers(400)),
        vec!["spec: Invalid value: \"object\": no further validation rules will be run due to call cost exceeds limit for messageExpression: \"self.v.all(x, self.v.all(y, x + y >= 0)) ? 'not empty' : 'negative'\""]
    );
}

/// Kubernetes' library functions, priced by its `CallCost` on the actual
/// arguments: a tenth of a parsed string's characters, rounded up; a
/// CIDR's size is its prefix's bytes; list functions traverse the list.
#[test]
fn costs_of_kubernetes_library_functions() {
    let schema = object(json!({
        "s": {"type": "string", "maxLength": 63}, "c": string(), "i": string(), "q": string(), "u": string(),
        "l": bounded_list(integer()),
        "ls": bounded_list(json!({"type": "string", "maxLength": 63}))}));
    let value = json!({"s": "ab12", "c": "10.0.0.0/8", "i": "10.1.2.3", "q": "1Gi",
        "u": "https://example.com/x", "l": [1, 2, 3], "ls": ["a", "b"]});
    let failures = costs(
        &schema,
        &value,
        &[
            // ip: 1 (8 characters); family, ==: 1 each.
            ("ip('10.0.0.1').family() == 4", 3),
            // self.c, self.i: 2 each; cidr: 1; containsIP: 2·1 bytes + the
            // string: 1 + 1.
            ("cidr(self.c).containsIP(self.i)", 7),
            // containsCIDR: 1 + (1 + 1) + the string (11 characters): 2.
            ("cidr(self.c).containsCIDR('10.1.0.0/16')", 8),
            ("quantity(self.q).isGreaterThan(quantity('1'))", 5),
            // find: ⌈(1 + 4)/10⌉ × ⌈6/4⌉ = 2; ==: 1.
            ("self.s.find('[0-9]+') == '12'", 5),
            // indexOf on a string: a tenth of its bytes, rounded down: 0.
            ("self.s.indexOf('1') == 2", 3),
            ("self.l.sum() == 6", 6),
            // join: two tenths of the result's 3 characters, rounded up.
            ("self.ls.join('-') == 'a-b'", 4),
            // url: ⌈21/10⌉ = 3; getHost: 1; ==: ⌈11/10⌉ = 2.
            ("url(self.u).getHost() == 'example.com'", 8),
            // validate: ⌈(1 + 4)/10⌉ × ⌈128/4⌉ = 32.
            ("format.dns1123Label().validate(self.s).hasValue()", 36),
            ("self.s.size() > 0 || self.l.all(x, self.l.all(y, x + y > 0))", 4),
            // A two-variable comprehension costs what its one-variable form
            // does: self.l 2; 3 × (condition 2 + accumulator 1 + v 1 + `>`
            // 1); the result 1.
            ("self.l.all(v, v > 0)", 18),
            ("self.l.all(i, v, v > 0)", 18),
            ("self.l.all(i, v, i >= 0)", 18),
            // self.l 2; 3 × (accumulator 1 + v 1 + i 1 + `*` 1 + `+` 1 + the
            // list 10); the result 1; size, ==: 1 each.
            ("self.l.transformList(i, v, v * i).size() == 3", 50),
            // self.l 2; {} (a constant) 0; 3 × (insert 1 + accumulator 1 +
            // i 1 + v 1 + `*` 1); the result 1; size, ==: 1 each.
            ("self.l.transformMap(i, v, v * 2).size() == 3", 20),
        ],
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// cel-go's lists extension (version 3, Kubernetes 1.34+): a call (1) and
/// a new list (10), plus the result's elements (`slice`, `reverse`,
/// `lists.range`), the operand's once per level (`flatten`), or two
/// comparisons per pair of elements (`sort`, `distinct`, `sortBy`'s keys),
/// a traversal (a tenth) more per pair when they are strings, truncated.
/// The budget is charged the same: one unit less than a rule's cost and
/// it runs out.
#[test]
fn costs_of_the_lists_extension() {
    let schema = object(json!({
        "l": bounded_list(integer()),
        "ls": bounded_list(json!({"type": "string", "maxLength": 63}))}));
    let value = json!({"l": [3, 1, 2], "ls": ["b", "a"]});
    let rules: &[(&str, u64)] = &[
        // self.l: 2; sort: 3 × 3 × 2 + 11 = 29; ==: 1.
        ("self.l.sort() == [1, 2, 3]", 32),
        // sort: ⌊2 × 2 × 2.1⌋ + 11 = 19.
        ("self.ls.sort() == ['a', 'b']", 22),
        ("self.l.distinct().size() == 3", 33),
        // reverse: 3 + 11.
        ("self.l.reverse() == [2, 1, 3]", 17),
        // slice: the 2 elements it gives + 11.
        ("self.l.slice(1, 3) == [1, 2]", 16),
        ("self.l.slice(1, 1) == []", 13),
        // range: 3 + 11.
        ("lists.range(3) == [0, 1, 2]", 15),
        // A list literal holding self.l: 10; flatten: 2 + 11, at depth 2:
        // 2 × 2 + 11.
        ("[self.l, [4]].flatten() == [3, 1, 2, 4]", 26),
        ("[[self.l], [[4]]].flatten(2).size() == 4", 39),
    ];
    assert_eq!(costs(&schema, &value, rules), Vec::<String>::new());
    let parsed: Schema = serde_json::from_value(schema.clone()).unwrap();
    for (rule, cost) in rules {
        let mut with_rule = parsed.clone();
        with_rule.x_validations = vec![ValidationRule {
            rule: (*rule).to_owned(),
            ..Default::default()
        }];
        let run = |budget: u64| {
            let options = validation_cel::ValidatorOptions {
                budget,
                ..Default::default()
            };
            let validator = validation_cel::Validator::compile_with(
                &with_rule,
                &validation_cel::Rules::new(validation_cel::Environment::NEWEST),
                options,
            );
            let mut outcome = validation_schema::Outcome::default();
            validator.rules(&value, None, &mut outcome);
            outcome.errors.iter().map(ToString::to_string).collect::<Vec<_>>()
        };
        assert_eq!(run(*cost), Vec::<String>::new(), "{rule}");
        assert_eq!(
            run(cost - 1),
            ["<nil>: Invalid value: \"object\": validation failed due to running out of cost budget, no further validation rules will be run"],
            "{rule}"
        );
    }
}

/// `or` and `orValue` are short circuits in cel-go, charged nothing: the
/// alternative is evaluated, and charged, only for an empty optional.
#[test]
fn optional_alternatives_are_charged_when_evaluated() {
    let schema = object(json!({"s": string(), "t": string(), "l": bounded_list(integer())}));
    // `t` is absent.
    let value = json!({"s": "abc", "l": [1, 2]});
    let failures = costs(
        &schema,
        &value,
        &[
            // self.?s: 2; hasValue: 1 (the alternative not evaluated).
            ("self.?s.or(optional.of(self.s + 'x')).hasValue()", 3),
            // self.?t: 1 (an absent field's optional qualifier is not
            // charged); the alternative: self.s 2, +: 1, of: 1; hasValue: 1.
            ("self.?t.or(optional.of(self.s + 'x')).hasValue()", 6),
            // self.?s: 2; ==: 1.
            ("self.?s.orValue(self.s + 'x') == 'abc'", 3),
            // self.?t: 1; self.s + 'x': 3; ==: 1.
            ("self.?t.orValue(self.s + 'x') == 'abcx'", 5),
            // self.l: 2; [?5] absent: 0; ==: 1.
            ("self.l[?5].orValue(0) == 0", 3),
            // self.l: 2; [?1]: 1; ==: 1.
            ("self.l[?1].orValue(0) == 2", 4),
        ],
    );
    assert_eq!(failures, Vec::<String>::new());
}
