//! The CEL benchmark's cases, shared by `examples/cel_instructions.rs` (the
//! instruction counts) and `tests/cel.rs` (their agreement): the code
//! validation-gen emits for `validation_benchmarks::cel` and kube-cel with
//! the same rules compiled once, on the same objects.

use serde::Serialize;
use serde_json::Value;
use validation_benchmarks::cel::{self, CelSpec, Pair};
use validation_runtime::{ErrorList, Operation, Path};

/// A create, an update that changes nothing, or an update that changes
/// fields every rule reads (on the spec: `maxReplicas`, every port's
/// `port` and a limit; on the small object: `high`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Case {
    Create,
    Update,
    UpdateChanged,
}

impl Case {
    pub fn parse(name: &str) -> Option<Case> {
        match name {
            "create" => Some(Case::Create),
            "update" => Some(Case::Update),
            "update_changed" => Some(Case::UpdateChanged),
            _ => None,
        }
    }
}

/// The new and old spec of a case.
pub fn specs(ports: usize, case: Case) -> (CelSpec, Option<CelSpec>) {
    let new = cel::spec(ports);
    let old = match case {
        Case::Create => None,
        Case::Update => Some(new.clone()),
        Case::UpdateChanged => {
            let mut old = new.clone();
            old.max_replicas = 2;
            for port in &mut old.ports {
                port.port += 1;
            }
            old.limits.insert("cpu".into(), "250m".into());
            Some(old)
        }
    };
    (new, old)
}

/// The new and old small object of a case.
pub fn pairs(case: Case) -> (Pair, Option<Pair>) {
    let new = cel::pair();
    let old = match case {
        Case::Create => None,
        Case::Update => Some(new.clone()),
        Case::UpdateChanged => Some(Pair { high: 2, ..new.clone() }),
    };
    (new, old)
}

fn operation(old: bool) -> Operation {
    if old {
        Operation::update()
    } else {
        Operation::create()
    }
}

/// The generated validation of the spec at `spec`.
pub fn generated_spec(new: &CelSpec, old: Option<&CelSpec>) -> ErrorList {
    cel::validate_cel_spec(&operation(old.is_some()), &Path::new("spec"), Some(new), old)
}

/// The generated validation of the small object at `pair`.
pub fn generated_pair(new: &Pair, old: Option<&Pair>) -> ErrorList {
    cel::validate_pair(&operation(old.is_some()), &Path::new("pair"), Some(new), old)
}

/// kube-cel with a schema's rules compiled once.
pub struct KubeCel {
    validator: kube_cel::Validator,
    compiled: kube_cel::CompiledSchema,
}

impl KubeCel {
    pub fn new(schema: &str) -> KubeCel {
        let schema: Value = serde_json::from_str(schema).expect("the benchmark's schema is JSON");
        KubeCel {
            validator: kube_cel::Validator::new(),
            compiled: kube_cel::compile_schema(&schema),
        }
    }

    pub fn spec() -> KubeCel {
        KubeCel::new(cel::SPEC_SCHEMA)
    }

    pub fn pair() -> KubeCel {
        KubeCel::new(cel::PAIR_SCHEMA)
    }

    /// The errors, as `<field path>: <message>`, of the JSON objects (what
    /// kube-cel takes).
    pub fn validate(&self, new: &Value, old: Option<&Value>) -> Vec<String> {
        match self.validator.validate_compiled(&self.compiled, new, old) {
            Ok(()) => Vec::new(),
            Err(errors) => errors
                .as_slice()
                .iter()
                .map(|e| format!("{}: {}", e.field_path, e.message))
                .collect(),
        }
    }
}

/// A value as the JSON kube-cel is given.
pub fn json<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).expect("the benchmark's objects serialize")
}

/// Generated errors as their text.
pub fn describe(errs: &ErrorList) -> Vec<String> {
    errs.iter().map(ToString::to_string).collect()
}
