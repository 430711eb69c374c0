//! The CEL benchmark's forms agree (`examples/cel_instructions.rs`): the
//! code validation-gen emits for `validation_benchmarks::cel` and kube-cel
//! with the same rules compiled once accept the measured objects, in every
//! case measured, and reject the same broken ones.

mod cel_cases;

use cel_cases::{describe, generated_pair, generated_spec, json, pairs, specs, Case, KubeCel};

/// The cases as the driver names them.
const CASES: [&str; 3] = ["create", "update", "update_changed"];

#[test]
fn both_forms_accept_the_measured_objects() {
    let (spec_kube, pair_kube) = (KubeCel::spec(), KubeCel::pair());
    for name in CASES {
        let case = Case::parse(name).expect("a case the driver knows");
        for ports in [10, 100] {
            let (new, old) = specs(ports, case);
            assert_eq!(
                describe(&generated_spec(&new, old.as_ref())),
                Vec::<String>::new(),
                "{case:?}"
            );
            assert_eq!(
                spec_kube.validate(&json(&new), old.as_ref().map(json).as_ref()),
                Vec::<String>::new()
            );
        }
        let (new, old) = pairs(case);
        assert_eq!(
            describe(&generated_pair(&new, old.as_ref())),
            Vec::<String>::new(),
            "{case:?}"
        );
        assert_eq!(
            pair_kube.validate(&json(&new), old.as_ref().map(json).as_ref()),
            Vec::<String>::new()
        );
    }
}

#[test]
fn both_forms_reject_the_broken_objects() {
    // A minimum over the maximum, a port out of range, a name the pattern
    // refuses, a changed protocol, a shrunk maximum, a limit that is no
    // quantity.
    let (mut new, old) = specs(3, Case::Update);
    let mut old = old.unwrap_or_default();
    new.min_replicas = 5;
    new.ports[0].port = 70000;
    new.ports[1].name = "Port_1".into();
    old.ports[1].name = "Port_1".into();
    new.ports[1].port = 50;
    new.ports[2].protocol = "UDP".into();
    old.max_replicas = 4;
    new.limits.insert("cpu".into(), "lots".into());
    assert_eq!(
        describe(&generated_spec(&new, Some(&old))),
        [
            "spec: Invalid value: min 5 > max",
            "spec: Invalid value: maxReplicas may not shrink",
            "spec.ports[0].port: Invalid value: failed rule: self.port >= 1 && self.port <= 65535",
            "spec.ports[1]: Invalid value: failed rule: self.name.matches('^[a-z0-9-]+$')",
            "spec.ports[2]: Invalid value: protocol is immutable",
            "spec.limits[cpu]: Invalid value: \"lots\": failed rule: isQuantity(self)",
        ]
    );
    let kube = KubeCel::spec().validate(&json(&new), Some(&json(&old)));
    assert_eq!(kube.len(), 6, "{kube:?}");
    let mut pair = cel_cases::pairs(Case::Create).0;
    pair.low = 4;
    let old_pair = validation_benchmarks::cel::Pair {
        name: "b".into(),
        ..pair.clone()
    };
    assert_eq!(
        describe(&generated_pair(&pair, Some(&old_pair))),
        [
            "pair: Invalid value: low must not exceed high",
            "pair: Invalid value: name is immutable",
        ]
    );
    let kube = KubeCel::pair().validate(&json(&pair), Some(&json(&old_pair)));
    assert_eq!(kube.len(), 2, "{kube:?}");
}
