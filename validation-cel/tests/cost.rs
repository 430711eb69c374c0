//! The estimated cost of rules, as the API server estimates it when a CRD
//! is written: the cases and numbers of Kubernetes' own cost estimation
//! table (apiextensions-apiserver's CEL compilation tests), each on a
//! schema without `maxItems`/`maxProperties`/`maxLength` and with one.

use serde_json::{json, Value};
use validation_cel::{compile, CompileError};
use validation_schema::{Schema, ValidationRule};

/// A scalar schema by the name Kubernetes' table uses for it.
fn scalar(name: &str) -> Value {
    match name {
        "int-or-string" => json!({"x-kubernetes-int-or-string": true}),
        "duration" | "date" | "date-time" => json!({"type": "string", "format": name}),
        other => json!({"type": other}),
    }
}

/// The object Kubernetes' table puts in lists and maps: one required
/// string and one optional one.
fn object() -> Value {
    json!({"type": "object", "required": ["required"], "properties": {
        "required": {"type": "string"}, "optional": {"type": "string"}}})
}

fn array_of(items: Value) -> impl Fn(Option<i64>) -> Value {
    move |max| {
        let mut s = json!({"type": "array", "items": items.clone()});
        if let Some(max) = max {
            s["maxItems"] = json!(max);
        }
        s
    }
}

fn map_of(values: Value) -> impl Fn(Option<i64>) -> Value {
    move |max| {
        let mut s = json!({"type": "object", "additionalProperties": values.clone()});
        if let Some(max) = max {
            s["maxProperties"] = json!(max);
        }
        s
    }
}

fn string_of(format: Option<&str>) -> impl Fn(Option<i64>) -> Value + '_ {
    move |max| {
        let mut s = json!({"type": "string"});
        if let Some(f) = format {
            s["format"] = json!(f);
        }
        if let Some(max) = max {
            s["maxLength"] = json!(max);
        }
        s
    }
}

/// The estimated cost of `rule` on the schema `generate` gives for `max`,
/// or the compile error.
fn estimate(generate: &dyn Fn(Option<i64>) -> Value, rule: &str, max: Option<i64>) -> Result<u64, CompileError> {
    let schema: Schema = serde_json::from_value(generate(max)).unwrap();
    let rule = ValidationRule {
        rule: rule.into(),
        ..Default::default()
    };
    compile(&rule, &schema, false).map(|c| c.estimated_cost() as u64)
}

/// `(name, schema, rule, cost without limits, limit, cost with it)`.
type Case<'a> = (&'a str, &'a dyn Fn(Option<i64>) -> Value, &'a str, u64, i64, u64);

fn check(cases: &[Case<'_>]) {
    let mut failures = Vec::new();
    for (name, generate, rule, unbounded, max, bounded) in cases {
        let actual = (estimate(*generate, rule, None), estimate(*generate, rule, Some(*max)));
        if actual != (Ok(*unbounded), Ok(*bounded)) {
            failures.push(format!(
                "{name}: {rule}\n  actual:   {actual:?}\n  expected: ({unbounded}, {bounded})"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn lists() {
    let numbers = array_of(scalar("number"));
    let strings = array_of(scalar("string"));
    let booleans = array_of(scalar("boolean"));
    let number_arrays = array_of(json!({"type": "array", "items": scalar("number")}));
    let objects = array_of(object());
    let int_or_strings = array_of(scalar("int-or-string"));
    let number_maps = array_of(json!({"type": "object", "additionalProperties": scalar("number")}));
    let durations = array_of(scalar("duration"));
    let dates = array_of(scalar("date"));
    let date_times = array_of(scalar("date-time"));
    check(&[
        ("number array with all", &numbers, "self.all(x, true)", 4718591, 10, 32),
        ("string array with all", &strings, "self.all(x, true)", 3145727, 20, 62),
        ("boolean array with all", &booleans, "self.all(x, true)", 1887437, 5, 17),
        (
            "array of number arrays with all",
            &number_arrays,
            "self.all(x, true)",
            3145727,
            100,
            302,
        ),
        (
            "array of objects with all",
            &objects,
            "self.all(x, true)",
            555128,
            50,
            152,
        ),
        ("index of array with numbers", &numbers, "self[1] == 0.0", 2, 5000, 2),
        (
            "index of array with strings",
            &strings,
            "self[1] == self[1]",
            314577,
            8,
            314577,
        ),
        ("set array maxLength to zero", &numbers, "self[3] == 0.0", 2, 0, 2),
        (
            "int-or-string array with all",
            &int_or_strings,
            "self.all(x, true)",
            4718591,
            10,
            32,
        ),
        (
            "index of array with int-or-strings",
            &int_or_strings,
            "self[0] == 5",
            3,
            10,
            3,
        ),
        ("index of array with booleans", &booleans, "self[0] == false", 2, 25, 2),
        ("index of array of objects", &objects, "self[0] == null", 2, 422, 2),
        (
            "index of array of array of numbers",
            &number_arrays,
            "self[0][0] == -1.0",
            3,
            51,
            3,
        ),
        (
            "array of number maps with all",
            &number_maps,
            "self.all(x, x.y == 25.2)",
            6291452,
            12,
            74,
        ),
        (
            "index of array of number maps",
            &number_maps,
            "self[0].x > 2.0",
            4,
            3000,
            4,
        ),
        (
            "duration array with all",
            &durations,
            "self.all(x, true)",
            2359295,
            5,
            17,
        ),
        (
            "index of duration array",
            &durations,
            "self[0].getHours() == 2",
            4,
            525,
            4,
        ),
        ("date array with all", &dates, "self.all(x, true)", 725936, 15, 47),
        ("index of date array", &dates, "self[2].getDayOfMonth() == 13", 4, 42, 4),
        (
            "date-time array with all",
            &date_times,
            "self.all(x, true)",
            428963,
            25,
            77,
        ),
        (
            "index of date-time array",
            &date_times,
            "self[2].getMinutes() == 45",
            4,
            99,
            4,
        ),
    ]);
}

#[test]
fn maps() {
    let numbers = map_of(scalar("number"));
    let strings = map_of(scalar("string"));
    let booleans = map_of(scalar("boolean"));
    let int_or_strings = map_of(scalar("int-or-string"));
    let objects = map_of(object());
    let number_maps = map_of(json!({"type": "object", "additionalProperties": scalar("number")}));
    let number_arrays = map_of(json!({"type": "array", "items": scalar("number")}));
    let durations = map_of(scalar("duration"));
    let dates = map_of(scalar("date"));
    let date_times = map_of(scalar("date-time"));
    check(&[
        (
            "map of numbers with all",
            &numbers,
            "self.all(x, true)",
            1348169,
            10,
            32,
        ),
        ("map of strings with all", &strings, "self.all(x, true)", 1179647, 3, 11),
        (
            "map of booleans with all",
            &booleans,
            "self.all(x, true)",
            943718,
            100,
            302,
        ),
        ("set map maxLength to zero", &numbers, "self[\"x\"] == 0.0", 2, 0, 2),
        (
            "map of int-or-strings with all",
            &int_or_strings,
            "self.all(x, true)",
            1348169,
            15,
            47,
        ),
        ("map of objects with all", &objects, "self.all(x, true)", 428963, 20, 62),
        (
            "map of number maps with all",
            &number_maps,
            "self.all(x, true)",
            1179647,
            10,
            32,
        ),
        (
            "map of number arrays with all",
            &number_arrays,
            "self.all(x, true)",
            1179647,
            25,
            77,
        ),
        (
            "map of durations with all",
            &durations,
            "self.all(x, true)",
            1048577,
            5,
            17,
        ),
        ("map of dates with all", &dates, "self.all(x, true)", 524288, 10, 32),
        (
            "map of date-times with all",
            &date_times,
            "self.all(x, true)",
            349526,
            10,
            32,
        ),
    ]);
}

#[test]
fn strings() {
    let string = string_of(None);
    let bytes = string_of(Some("byte"));
    check(&[
        ("string with contains", &string, "self.contains('test')", 314574, 10, 5),
        ("string with startsWith", &string, "self.startsWith('test')", 2, 15, 2),
        ("string with endsWith", &string, "self.endsWith('test')", 2, 30, 2),
        (
            "concat string",
            &string,
            "size(self + \"hello\") > size(\"hello\")",
            314578,
            4,
            7,
        ),
        ("regex matches simple", &string, "self.matches(\"x\")", 314574, 50, 22),
        (
            "regex matches empty string",
            &string,
            "\"\".matches(\"(((((((((())))))))))[0-9]\")",
            7,
            10,
            7,
        ),
        ("regex matches empty regex", &string, "self.matches(\"\")", 1, 100, 1),
        // Only the method form is priced by the pattern.
        ("regex matches function form", &string, "matches(self, \"x\")", 2, 50, 2),
        ("set string maxLength to zero", &string, "self == \"x\"", 2, 0, 1),
        ("set bytes maxLength to zero", &bytes, "self == b\"x\"", 2, 0, 1),
    ]);
}

const TRY: &str = "(try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)";

/// A `maxItems` larger than what fits a request: 25165826, over the limit.
#[test]
fn limits_larger_than_a_request() {
    let numbers = array_of(scalar("number"));
    assert_eq!(estimate(&numbers, "self.all(x, x == 0.0)", None), Ok(6291454));
    assert_eq!(
        estimate(&numbers, "self.all(x, x == 0.0)", Some(3 * 1024 * 2048)).map_err(|e| e.to_string()),
        Err(format!("estimated rule cost exceeds budget by factor of 2.5x {TRY}"))
    );
}

/// Loops over loops: over the limit without `maxItems`, with the API
/// server's message; within it with one.
#[test]
fn nested_loops() {
    let numbers = array_of(scalar("number"));
    assert_eq!(estimate(&numbers, "self.all(x, self.all(y, true))", Some(10)), Ok(352));
    assert_eq!(
        estimate(&numbers, "self.all(x, self.all(y, self.all(z, true)))", Some(10)),
        Ok(3552)
    );
    assert_eq!(
        estimate(&numbers, "self.all(x, self.all(y, true))", None).map_err(|e| e.to_string()),
        Err(format!(
            "estimated rule cost exceeds budget by factor of more than 100x {TRY}"
        ))
    );
}

/// A CRD's schema: each rule runs on as many values as the
/// `maxItems`/`maxProperties` above it allow (their product), or, under a
/// list or map without one, as many of its smallest values as fit a
/// request; the API server checks each rule's cost times that number
/// against the per-rule limit and the sum against the per-CRD limit.
#[test]
fn rules_cost_times_the_values_they_run_on() {
    let leaf = json!({"type": "string", "x-kubernetes-validations": [{"rule": "self.startsWith('a')"}]});
    let list = |max: Option<i64>, items: Value| {
        let mut s = json!({"type": "array", "items": items});
        if let Some(max) = max {
            s["maxItems"] = json!(max);
        }
        s
    };
    let map = |max: Option<i64>, values: Value| {
        let mut s = json!({"type": "object", "additionalProperties": values});
        if let Some(max) = max {
            s["maxProperties"] = json!(max);
        }
        s
    };
    let root = |child: Value| -> Schema {
        serde_json::from_value(json!({"type": "object", "properties": {"child": child}})).unwrap()
    };
    // `self.startsWith('a')` costs 2; a string takes at least 2 bytes, so
    // 3,145,728 / 3 = 1,048,576 of them fit a request.
    for (name, schema, total) in [
        ("on the object itself", root(leaf.clone()), 2.0),
        ("in a list of 5", root(list(Some(5), leaf.clone())), 10.0),
        ("in an unbounded list", root(list(None, leaf.clone())), 2_097_152.0),
        ("in an unbounded map", root(map(None, leaf.clone())), 2_097_152.0),
        (
            "in lists of 5 in a map of 5",
            root(map(Some(5), list(Some(5), leaf.clone()))),
            50.0,
        ),
        (
            "in unbounded lists in a map of 5",
            root(map(Some(5), list(None, leaf.clone()))),
            2_097_152.0,
        ),
    ] {
        let compiled = validation_cel::CompiledSchema::new(&schema);
        assert_eq!(compiled.estimated_total_cost(), total, "{name}");
        assert_eq!(compiled.rule_cost_errors(), vec![], "{name}");
    }
    let over = root(list(Some(6_000_000), leaf.clone()));
    assert_eq!(
        validation_cel::CompiledSchema::new(&over).rule_cost_errors(),
        vec![(
            "properties[child].items.x-kubernetes-validations[0]".to_owned(),
            format!("estimated rule cost exceeds budget by factor of 1.200000x {TRY}")
        )]
    );
    // A rule scanning an unbounded string, in an unbounded list.
    let scan = json!({"type": "string", "x-kubernetes-validations": [{"rule": "self.contains('a')"}]});
    let compiled_over = root(list(None, scan));
    let compiled = validation_cel::CompiledSchema::new(&compiled_over);
    assert_eq!(
        compiled.rule_cost_errors(),
        vec![(
            "properties[child].items.x-kubernetes-validations[0]".to_owned(),
            format!("estimated rule cost exceeds budget by factor of more than 100x {TRY}")
        )]
    );
    // 314,574 per string, 1,048,576 strings.
    assert_eq!(compiled.estimated_total_cost(), 314_574.0 * 1_048_576.0);
}

/// With `optionalOldSelf`, `oldSelf.value()` is the value the optional
/// holds: `in` on a map held there is a lookup (cost 1, as cel-go prices
/// `in` on a map), not a scan of a list of unknown size.
#[test]
fn an_optional_old_map_is_looked_up() {
    let schema: Schema = serde_json::from_value(map_of(scalar("string"))(Some(64))).unwrap();
    let cost = |rule: &str| {
        let rule = ValidationRule {
            rule: rule.into(),
            optional_old_self: Some(true),
            ..Default::default()
        };
        compile(&rule, &schema, false).map(|c| c.estimated_cost() as u64)
    };
    // oldSelf 1, hasValue() 1; oldSelf 1, value() 1, in 1.
    assert_eq!(cost("oldSelf.hasValue() && 'a' in oldSelf.value()"), Ok(5));
    // As `k in self`, plus the empty map literal's creation (30) and
    // orValue() (1) on each of the 64 keys.
    let (held, own) = (
        cost("self.all(k, k in oldSelf.orValue({}))").unwrap(),
        cost("self.all(k, k in self)").unwrap(),
    );
    assert_eq!(held - own, 64 * 31, "{held} {own}");
}

/// The estimated cost of `rule` on `schema`, or the compile error's text.
fn estimate_on(schema: &Value, rule: &str) -> Result<u64, String> {
    let schema: Schema = serde_json::from_value(schema.clone()).unwrap();
    let rule = ValidationRule {
        rule: rule.into(),
        ..Default::default()
    };
    compile(&rule, &schema, false)
        .map(|c| c.estimated_cost() as u64)
        .map_err(|e| e.to_string())
}

fn check_on(cases: &[(&str, Value, &str, Result<u64, String>)]) {
    let failures: Vec<String> = cases
        .iter()
        .filter_map(|(name, schema, rule, expected)| {
            let actual = estimate_on(schema, rule);
            (actual != *expected).then(|| format!("{name}: {rule}\n  actual:   {actual:?}\n  expected: {expected:?}"))
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn list(items: Value, max_items: Option<i64>) -> Value {
    let mut s = json!({"type": "array", "items": items});
    if let Some(max) = max_items {
        s["maxItems"] = json!(max);
    }
    s
}

/// cel-go's lists extension (`slice`, `flatten`, `reverse`, `distinct`,
/// `sort`, `lists.range`), as Kubernetes enables it: the figures of
/// cel-go's own cost tests, with `self` in place of their variable and
/// `maxItems` in place of its size hint; over the limit with the API
/// server's message.
#[test]
fn list_extension() {
    let ints = |max| list(json!({"type": "integer"}), max);
    let strings = |max| list(json!({"type": "string"}), max);
    check_on(&[
        ("sort of 5 integers", ints(Some(5)), "self.sort() == [1, 2, 3]", Ok(73)),
        (
            "sort of 10 strings: a traversal more per comparison",
            strings(Some(10)),
            "self.sort() == [\"a\", \"a\", \"b\", \"b\", \"c\", \"c\"]",
            Ok(233),
        ),
        (
            "sort compared with an empty list",
            ints(Some(10)),
            "self.sort() == []",
            Ok(222),
        ),
        (
            "distinct of 3 strings",
            strings(Some(3)),
            "self.distinct() == ['hello']",
            Ok(41),
        ),
        ("reverse of 5", ints(Some(5)), "self.reverse() == [1, 2, 3]", Ok(28)),
        (
            "slice with literal bounds",
            ints(Some(10)),
            "self.slice(1, 3) == [2, 3]",
            Ok(25),
        ),
        (
            "flatten of 3 lists",
            list(json!({"type": "array", "items": {"type": "integer"}}), Some(3)),
            "self.flatten() == [1, 2, 3]",
            Ok(26),
        ),
        (
            "lists.range of a computed count",
            ints(Some(1)),
            "lists.range(4 / 2) == [0, 1]",
            Err(format!(
                "estimated rule cost exceeds budget by factor of more than 100x {TRY}"
            )),
        ),
        // 3535² comparisons, two each: 24,992,450, plus self (1), the call
        // (1), its list (10) and the empty list (10).
        (
            "sort over the limit",
            ints(Some(3535)),
            "self.sort() == []",
            Err(format!("estimated rule cost exceeds budget by factor of 2.5x {TRY}")),
        ),
        (
            "sort just over the limit",
            ints(Some(2300)),
            "self.sort() == []",
            Err(format!(
                "estimated rule cost exceeds budget by factor of 1.058002x {TRY}"
            )),
        ),
        (
            "sort of an unbounded list",
            ints(None),
            "self.sort() == []",
            Err(format!(
                "estimated rule cost exceeds budget by factor of more than 100x {TRY}"
            )),
        ),
    ]);
}

/// Kubernetes' estimates of its strings functions and lists library on
/// schema values: strings of `maxLength` 10 have size 40 (four bytes a
/// character).
#[test]
fn string_and_list_library_functions() {
    let string = json!({"type": "string", "maxLength": 10});
    let strings = list(json!({"type": "string", "maxLength": 10}), Some(5));
    check_on(&[
        // Not estimated by Kubernetes (the strings extension at version 2):
        // 1 plus its arguments; its result has no size bound.
        ("charAt", string.clone(), "self.charAt(0) == 'a'", Ok(3)),
        (
            "charAt compared with a string",
            string.clone(),
            "self.charAt(0) == self",
            Ok(7),
        ),
        (
            "indexOf of a string: a traversal",
            string.clone(),
            "self.indexOf('a') == 0",
            Ok(6),
        ),
        (
            "lastIndexOf of a string",
            string.clone(),
            "self.lastIndexOf('a') == 0",
            Ok(6),
        ),
        (
            "lowerAscii and upperAscii keep the size",
            string.clone(),
            "self.lowerAscii() == self.upperAscii()",
            Ok(14),
        ),
        // 5 × (1 + 40 / 10).
        ("isSorted of strings", strings.clone(), "self.isSorted()", Ok(26)),
        ("indexOf of strings", strings.clone(), "self.indexOf('a') == 0", Ok(27)),
        // `max` and `min` of strings give strings of no known size:
        // comparing two of them has no bound.
        (
            "max of strings compared with min",
            strings.clone(),
            "self.max() == self.min()",
            Err(format!(
                "estimated rule cost exceeds budget by factor of more than 100x {TRY}"
            )),
        ),
        (
            "max of strings compared with a literal",
            strings.clone(),
            "self.max() == 'a'",
            Ok(27),
        ),
        (
            "sum of integers",
            list(json!({"type": "integer"}), Some(7)),
            "self.sum() == 0",
            Ok(9),
        ),
        // The API server sizes only values reached from `self`: the strings
        // of a list written in the rule have no bound.
        (
            "isSorted of a literal list of strings",
            string.clone(),
            "['a', 'b'].isSorted()",
            Err(format!(
                "estimated rule cost exceeds budget by factor of more than 100x {TRY}"
            )),
        ),
        (
            "isSorted of a literal list of integers",
            string.clone(),
            "[1, 2].isSorted()",
            Ok(12),
        ),
        // Nor the strings `map` gives: only their kind is known.
        (
            "isSorted of mapped strings",
            strings.clone(),
            "self.map(x, x + 'a').isSorted()",
            Err(format!(
                "estimated rule cost exceeds budget by factor of more than 100x {TRY}"
            )),
        ),
        // self 1, [] 10, the result 1, 5 × (accu 1 + [size(x)] 12 + `+` 1);
        // max: 5 × 1; `==` 1.
        (
            "max of mapped integers",
            strings.clone(),
            "self.map(x, size(x)).max() == 1",
            Ok(88),
        ),
        // 5 × 40 + 4 separators of 2: 208, traversed once.
        (
            "join with a separator",
            strings.clone(),
            "self.join(', ') == 'x'",
            Ok(23),
        ),
        ("join", strings.clone(), "self.join() == 'x'", Ok(22)),
        // Removing "ab" never lengthens the string: 40 then, not 80.
        (
            "replace that shortens",
            string.clone(),
            "self.replace('ab', '') == self + self",
            Ok(23),
        ),
        // Every character replaced by two: 80.
        (
            "replace that lengthens",
            string.clone(),
            "self.replace('a', 'bc') == self + self",
            Ok(27),
        ),
        // A literal limit bounds the elements: 2 instead of 40.
        (
            "split with a limit",
            string.clone(),
            "self.split(',', 2).all(x, x == 'a')",
            Ok(20),
        ),
        ("split", string.clone(), "self.split(',').all(x, x == 'a')", Ok(210)),
        // A limit of -1 (none) is taken as the largest count.
        (
            "split with no limit",
            string.clone(),
            "self.split(',', -1).all(x, x == 'a')",
            Err(format!(
                "estimated rule cost exceeds budget by factor of more than 100x {TRY}"
            )),
        ),
    ]);
}

/// Two-variable comprehensions are estimated as their one-variable forms:
/// a list's index is an integer (size 1), its item sized by `items`; a
/// map's key has no declared size, its value is sized by
/// `additionalProperties`.
#[test]
fn two_variable_comprehensions() {
    let strings = list(json!({"type": "string", "maxLength": 10}), Some(5));
    let string_map = json!({"type": "object", "maxProperties": 4,
        "additionalProperties": {"type": "string", "maxLength": 20}});
    check_on(&[
        ("all of items", strings.clone(), "self.all(e, e.size() < 5)", Ok(32)),
        (
            "all of index and item",
            strings.clone(),
            "self.all(i, e, e.size() < 5)",
            Ok(32),
        ),
        ("item compared", strings.clone(), "self.all(i, e, e == 'abc')", Ok(27)),
        ("index compared", strings.clone(), "self.all(i, e, i < 3)", Ok(27)),
        ("existsOne", strings.clone(), "self.existsOne(i, e, e == 'a')", Ok(23)),
        (
            "transformList as map",
            strings.clone(),
            "self.map(e, e + 'x').size() > 0",
            Ok(104),
        ),
        (
            "transformList",
            strings.clone(),
            "self.transformList(i, e, e + 'x').size() > 0",
            Ok(104),
        ),
        // self 1, {} 30, the result 1, 5 × (insert 1 + accumulator 1 + i 1
        // + e 1 + `+` on up to 40 bytes and 1: 5); size, >: 1 each.
        (
            "transformMap",
            strings.clone(),
            "self.transformMap(i, e, e + 'x').size() > 0",
            Ok(79),
        ),
        // 5 × (insert 1 + accumulator 1 + {e: i} 30 + e 1 + i 1).
        (
            "transformMapEntry",
            strings,
            "self.transformMapEntry(i, e, {e: i}).size() > 0",
            Ok(204),
        ),
        ("map keys", string_map.clone(), "self.all(k, v, k == 'abc')", Ok(18)),
        ("map values", string_map.clone(), "self.all(k, v, v == 'abc')", Ok(22)),
        ("map values by key", string_map, "self.all(k, self[k] == 'abc')", Ok(30)),
    ]);
}

/// `type(x) == int`: a type value's size is unknown to cel-go, and the
/// API server's size estimator gives any identifier that is not a
/// variable (a type name) the size of `self` (its path is taken to start
/// there): 0 for an object with properties, so the comparison costs
/// nothing; two `type()` values compare at an unknown size, over the limit.
#[test]
fn type_values() {
    let over = "estimated rule cost exceeds budget by factor of more than 100x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)";
    let object = json!({"type": "object", "properties": {
        "i": {"type": "integer"}, "s": {"type": "string", "maxLength": 10}}});
    check_on(&[
        ("int field", object.clone(), "type(self.i) == int", Ok(4)),
        ("string field", object.clone(), "type(self.s) != string", Ok(4)),
        (
            "null_type",
            object.clone(),
            "type(self.s) != null_type && self.s == 'a'",
            Ok(7),
        ),
        (
            "two type values",
            object.clone(),
            "type(self.i) == type(self.s)",
            Err(over.to_owned()),
        ),
        ("of self", object, "type(self) == type(self)", Err(over.to_owned())),
        // `string` takes the size of `self`, 4 bytes per character of its
        // maxLength: ⌈400 × 0.1⌉.
        (
            "string root",
            json!({"type": "string", "maxLength": 100}),
            "type(self) == string",
            Ok(43),
        ),
    ]);
}

/// Optionals: `a.?b` costs its operand and 1 (cel-go's `_?._`); `==` of
/// two optionals compares at an unknown size unless they hold scalars, so
/// the API server rejects such a rule (test `hasValue()` or compare
/// `orValue()` instead).
#[test]
fn optionals() {
    let over = "estimated rule cost exceeds budget by factor of more than 100x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)";
    let schema = json!({"type": "object", "properties": {
        "obj": {"type": "object", "properties": {"field": {"type": "string", "maxLength": 10}}},
        "l": {"type": "array", "maxItems": 10, "items": {"type": "integer"}},
        "ls": {"type": "array", "maxItems": 10, "items": {"type": "string", "maxLength": 10}}}});
    check_on(&[
        // self.obj: 2; .?field: 1; orValue: 1; ==: 1.
        ("orValue", schema.clone(), "self.obj.?field.orValue('v') == 'a'", Ok(5)),
        ("hasValue", schema.clone(), "self.obj.?field.hasValue()", Ok(4)),
        (
            "optionals of strings",
            schema.clone(),
            "self.obj.?field == optional.of('a')",
            Err(over.to_owned()),
        ),
        (
            "none",
            schema.clone(),
            "self.ls[?0] != optional.none()",
            Err(over.to_owned()),
        ),
        // Optionals of scalars have size 1: of, of, ==.
        (
            "optionals of ints",
            schema.clone(),
            "optional.of(1) == optional.of(2)",
            Ok(3),
        ),
        // self.l: 2; [?0]: 1; of: 1; ==: 1.
        ("an index of ints", schema, "self.l[?0] == optional.of(1)", Ok(5)),
    ]);
}

/// The API server's correlation check of a CRD: a rule using `oldSelf`
/// (with or without `optionalOldSelf`) under the items of a list that is
/// not a `map` list, however deep, is reported with the first such list
/// above it; map lists' items and map values pair old
/// with new and are fine.
#[test]
fn transition_rules_where_no_old_value_pairs_are_found() {
    let transition = json!([{"rule": "self == oldSelf"}]);
    let optional = json!([{"rule": "oldSelf.hasValue()", "optionalOldSelf": true}]);
    let plain = json!([{"rule": "self.size() < 5"}]);
    let string = |rules: &Value| json!({"type": "string", "maxLength": 4, "x-kubernetes-validations": rules});
    let list = |list_type: &str, items: Value| json!({"type": "array", "maxItems": 4, "x-kubernetes-list-type": list_type, "items": items});
    let keyed = |items: Value| {
        json!({"type": "array", "maxItems": 4, "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["k"],
            "items": {"type": "object", "required": ["k"], "properties": {"k": {"type": "string", "maxLength": 4}, "v": items}}})
    };
    let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {
        "atomic": list("atomic", string(&transition)),
        "set": list("set", string(&optional)),
        "plainInAtomic": list("atomic", string(&plain)),
        "keyed": keyed(string(&transition)),
        "values": {"type": "object", "maxProperties": 4, "additionalProperties": string(&transition)},
        "keyedInAtomic": list("atomic", keyed(string(&transition))),
        "atomicInKeyed": keyed(list("atomic", string(&transition))),
    }}))
    .unwrap();
    let found: Vec<(String, String, String)> = validation_cel::CompiledSchema::new(&schema)
        .uncorrelatable_transitions()
        .into_iter()
        .map(|u| (u.at.clone(), u.rule.clone(), u.message()))
        .collect();
    let within = |at: &str| format!("oldSelf cannot be used on the uncorrelatable portion of the schema within {at}");
    assert_eq!(
        found,
        [
            (
                "properties[atomic].items.x-kubernetes-validations[0].rule".to_owned(),
                "self == oldSelf".to_owned(),
                within("properties[atomic]")
            ),
            (
                "properties[atomicInKeyed].items.properties[v].items.x-kubernetes-validations[0].rule".to_owned(),
                "self == oldSelf".to_owned(),
                within("properties[atomicInKeyed].items.properties[v]")
            ),
            (
                "properties[keyedInAtomic].items.items.properties[v].x-kubernetes-validations[0].rule".to_owned(),
                "self == oldSelf".to_owned(),
                within("properties[keyedInAtomic]")
            ),
            (
                "properties[set].items.x-kubernetes-validations[0].rule".to_owned(),
                "oldSelf.hasValue()".to_owned(),
                within("properties[set]")
            ),
        ]
    );
}

/// The API server's checks of a CRD's rules, in its order: each node's
/// children before its own rules; each rule's cost, then its compile
/// error, then `optionalOldSelf` without `oldSelf`. With the schema's
/// total over its limit, the four most expensive expressions (the first
/// seen first among equals) and the total follow. A node the caller marks
/// unchecked (a schema error at or below it) adds no error and no cost.
#[test]
fn crd_errors_come_node_by_node_then_the_most_expensive_and_the_total() {
    use validation_runtime::{KubeVersion, Path};
    let quadratic = json!({"type": "array", "items": {"type": "string"},
        "x-kubernetes-validations": [{"rule": "self.all(x, self.all(y, x == y))"}]});
    let schema: Schema = serde_json::from_value(json!({"type": "object",
        "x-kubernetes-validations": [
            {"rule": "self.nope", "optionalOldSelf": true},
            {"rule": "self.a.size() > 0"}
        ],
        "properties": {"a": quadratic, "b": quadratic, "c": quadratic, "d": quadratic, "e": quadratic}}))
    .unwrap();
    let compiled = validation_cel::CompiledSchema::new(&schema);
    let root = Path::new("openAPIV3Schema");
    // Kubernetes 1.33 shows a rule in Go's syntax, later ones as JSON.
    let render_in = |unchecked: &dyn Fn(&str) -> bool, version: u32| -> Vec<String> {
        compiled
            .crd_errors(&root, unchecked, KubeVersion::new(version))
            .iter()
            .map(|e| e.to_string())
            .collect()
    };
    let over = |p: &str| {
        format!(
            "openAPIV3Schema.properties[{p}].x-kubernetes-validations[0].rule: Forbidden: estimated rule cost exceeds \
             budget by factor of more than 100x (try simplifying the rule, or adding maxItems, maxProperties, and \
             maxLength where arrays, maps, and strings are declared)"
        )
    };
    let contributed = |p: &str| {
        format!(
            "openAPIV3Schema.properties[{p}].x-kubernetes-validations[0].rule: Forbidden: contributed to estimated \
             rule cost total exceeding cost limit for entire OpenAPIv3 schema"
        )
    };
    let total = "openAPIV3Schema: Forbidden: x-kubernetes-validations estimated rule cost total for entire OpenAPIv3 \
                 schema exceeds budget by factor of more than 100x (try simplifying the rule, or adding maxItems, \
                 maxProperties, and maxLength where arrays, maps, and strings are declared)";
    let root_rule = "openAPIV3Schema.x-kubernetes-validations[0].rule: Invalid value: apiextensions.ValidationRule{\
                     Rule:\"self.nope\", Message:\"\", MessageExpression:\"\", Reason:(*apiextensions.FieldValueErrorReason)(nil), \
                     FieldPath:\"\", OptionalOldSelf:(*bool)(0xc000000000)}: compilation failed: ERROR: <input>:1:5: \
                     undefined field 'nope'\n | self.nope\n | ....^";
    let optional =
        "openAPIV3Schema.x-kubernetes-validations[0].optionalOldSelf: Invalid value: true: may not be set if \
                    oldSelf is not used in rule";
    let mut want: Vec<String> = ["a", "b", "c", "d", "e"].map(over).into();
    want.extend([root_rule.to_owned(), optional.to_owned()]);
    want.extend(["a", "b", "c", "d"].map(contributed));
    want.push(total.to_owned());
    assert_eq!(render_in(&|_| false, 33), want);
    let json_rule = "openAPIV3Schema.x-kubernetes-validations[0].rule: Invalid value: {\"Rule\":\"self.nope\",\"Message\":\"\",\
                     \"MessageExpression\":\"\",\"Reason\":null,\"FieldPath\":\"\",\"OptionalOldSelf\":true}: compilation failed: \
                     ERROR: <input>:1:5: undefined field 'nope'\n | self.nope\n | ....^";
    let json_want: Vec<String> = want
        .iter()
        .map(|e| {
            if e == root_rule {
                json_rule.to_owned()
            } else {
                e.clone()
            }
        })
        .collect();
    assert_eq!(render_in(&|_| false, 34), json_want);

    // `c` has a schema error; the root, above it, too.
    let unchecked = |node: &str| matches!(node, "openAPIV3Schema" | "openAPIV3Schema.properties[c]");
    let mut want: Vec<String> = ["a", "b", "d", "e"].map(over).into();
    want.extend(["a", "b", "d", "e"].map(contributed));
    want.push(total.to_owned());
    assert_eq!(render_in(&unchecked, 37), want);
}
