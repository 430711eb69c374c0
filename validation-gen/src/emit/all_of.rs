//! `Call::AllOf`: one `allOf` entry of the value's schema (a subject's
//! nested value markers), a block expression that runs the entry's checks
//! with no old value (the API server never ratchets under `allOf`, nor
//! pairs the values below it with old ones) and, if any failed, appends the
//! node's summary (`validate::openapi::all_of`). Where the checks around it
//! skip an unchanged value, the entry still runs: it is split off with the
//! CEL transition rules (`super::transitions::split`).

use crate::plan::order;
use crate::validators::Check;

use super::checks::{self, CheckEnv, OnStop};

/// The entry's block; `value` is the node's view.
pub fn all_of_call(env: &CheckEnv<'_>, entry: &[Check]) -> String {
    let none = || "None".into();
    let entry_env = CheckEnv {
        value: env.value.clone(),
        old_value: none(),
        is_set: env.is_set.clone(),
        is_unset: env.is_unset.clone(),
        path: env.path.clone(),
        nilable_value: env.nilable_value.clone(),
        nilable_old: none(),
        old_is_set: none(),
        struct_fields: env.struct_fields,
        model: env.model,
        shape: env.shape,
        type_path: env.type_path,
    };
    let body = entry_env.bound(&checks::cohorts(&order(entry.to_vec()), &entry_env, "", OnStop::Nest));
    format!(
        "{{ let mut errs = ErrorList::new(); {body} validate::openapi::all_of({}, &mut errs); errs }}",
        env.path
    )
}
