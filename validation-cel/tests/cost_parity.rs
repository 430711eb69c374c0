//! Estimated costs the API server gives real CRDs' rules, worked out from
//! cel-go's estimator (checker/cost.go) and the CRD size estimator
//! (apiextensions-apiserver's sizeEstimator), which this crate follows.

use serde_json::json;
use validation_cel::compile;
use validation_schema::{Schema, ValidationRule};

fn estimate(rule: &str, schema: serde_json::Value) -> Result<f64, String> {
    let schema: Schema = serde_json::from_value(schema).unwrap();
    let rule = ValidationRule {
        rule: rule.into(),
        ..Default::default()
    };
    compile(&rule, &schema, false)
        .map(|c| c.estimated_cost())
        .map_err(|e| e.to_string())
}

/// istio's `serviceentries.networking.istio.io`: a comprehension over a
/// conditional whose other branch is `[]`. The range is the union of the
/// branches' sizes (256, 0). The element has no schema path: the CRD size
/// estimator looks up `@items` from the rule's node after cutting off the
/// path's first segment, so the element is sized as the node (an object:
/// 0), and `k.contains('/')` costs 0 plus `k` (1). Per element: the loop
/// condition 3 (`@not_strictly_false`, `!_`, the accumulator), the step 2;
/// the range 11 (`has()` 0 + `self` 1, then the larger branch, `[]`'s 10);
/// the result 1: 256 × 5 + 11 + 1 = 1292.
#[test]
fn istio_service_entry_addresses_rule_is_within_the_limit() {
    let rule = "(has(self.addresses) ? self.addresses : []).exists(k, k.contains('/'))";
    let schema = |addresses: serde_json::Value| json!({"type": "object", "properties": {"addresses": addresses, "hosts": {"type": "array", "items": {"type": "string"}}}});
    let bounded = json!({"type": "array", "maxItems": 256, "items": {"type": "string"}});
    assert_eq!(estimate(rule, schema(bounded)), Ok(1292.0));
    // Without maxItems: as many strings as fit a 3 MiB request (1,048,575,
    // each at least `"",`), still under the per-rule limit of 10,000,000.
    let unbounded = json!({"type": "array", "items": {"type": "string"}});
    assert_eq!(estimate(rule, schema(unbounded)), Ok(5_242_887.0));
}

/// A literal list's `join` and a `slice` whose end is before its start are
/// estimated as the API server estimates them: Kubernetes' `join` sizes a
/// literal list's elements through a node with no path (unbounded), and
/// cel-go's `slice` subtracts the indexes unsigned (wrapping). Both are
/// over the limit there too.
#[test]
fn literal_join_and_backward_slice_stay_unbounded() {
    let schema = json!({"type": "object"});
    let over = "estimated rule cost exceeds budget by factor of more than 100x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)";
    assert_eq!(
        estimate("['x','y'].join() == 'xy'", schema.clone()),
        Err(over.to_owned())
    );
    assert_eq!(
        estimate("[1,2,3,4].slice(3, 0).size() == 0", schema),
        Err(over.to_owned())
    );
}
