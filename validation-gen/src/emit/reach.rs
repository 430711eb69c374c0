//! Which types reach something through their checks and descents: the
//! analyses that decide which extra walks (transition rules, unpaired set
//! items, CEL rules after a failing short-circuit) and which budget scopes
//! are generated.

use crate::plan::{Body, Cohort, Descend, Plan};

/// Per type id: whether the type's own checks or a field's satisfy `own`,
/// or a descent reaches a type that does (`reaches`, given what is known
/// so far). A fixpoint, so recursive types terminate.
pub fn types_where(
    plan: &Plan,
    own: impl Fn(&[Cohort]) -> bool,
    reaches: impl Fn(&[bool], &Descend) -> bool,
) -> Vec<bool> {
    let len = plan.functions.iter().map(|f| f.id + 1).max().unwrap_or(0);
    let mut has = vec![false; len];
    loop {
        let mut changed = false;
        for f in &plan.functions {
            if has.get(f.id).copied().unwrap_or(true) {
                continue;
            }
            let below = match &f.body {
                Body::None => false,
                Body::Inner(d) => reaches(&has, d),
                Body::Struct(fields) => fields
                    .iter()
                    .any(|p| own(&p.checks) || p.descend.as_ref().is_some_and(|d| reaches(&has, d))),
            };
            if below || own(&f.checks) {
                if let Some(h) = has.get_mut(f.id) {
                    *h = true;
                    changed = true;
                }
            }
        }
        if !changed {
            return has;
        }
    }
}
