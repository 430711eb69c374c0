//! Input selection: `//! +k8s:validation-gen-input=<path>`
//! in a module's docs generates the validation of another module's types
//! into this module's file, keeping the types' module free of generated
//! code. The types' fields must be visible from the generating module.

use crate::model::Model;
use crate::source::{ModuleId, SourceSet};

use super::PlanError;

/// For every module, the module its types' generated code goes to.
pub fn output_modules(model: &Model, sources: &SourceSet, errors: &mut Vec<PlanError>) -> Vec<ModuleId> {
    let mut output: Vec<ModuleId> = (0..sources.modules.len()).collect();
    for (module, lines) in model.module_tags.iter().enumerate() {
        let mut seen = false;
        for line in lines {
            let Some(value) = super::roots::generator_value(line, "k8s:validation-gen-input") else {
                continue;
            };
            let error = |message: String| PlanError {
                code: "invalid-tag",
                message,
                location: line.location,
                help: Some("name the types' module by its path from the crate root, e.g. `crate::api::v1`".into()),
            };
            if seen {
                errors.push(error(
                    "a module may select at most one input (`k8s:validation-gen-input`)".into(),
                ));
                continue;
            }
            seen = true;
            let Some(path) = value.strip_prefix("crate::") else {
                errors.push(error(format!(
                    "`{value}` is not a path from the crate root (`crate::...`)"
                )));
                continue;
            };
            let segments: Vec<&str> = path.split("::").collect();
            let Some(input) = sources
                .modules
                .iter()
                .position(|m| m.rust_path.iter().map(String::as_str).eq(segments.iter().copied()))
            else {
                errors.push(error(format!("no module `crate::{path}` in this crate")));
                continue;
            };
            match output.get_mut(input) {
                Some(slot) if *slot != input => {
                    errors.push(error(format!("`crate::{path}` is already the input of another module")))
                }
                Some(slot) => *slot = module,
                None => {}
            }
        }
    }
    output
}
