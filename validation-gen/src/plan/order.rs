//! Check ordering within one field or type: the default
//! cohort first, then named cohorts in order of first appearance; inside a
//! cohort, short-circuit checks first, each group in tag order.

use std::collections::HashMap;

use crate::validators::Check;

/// Checks that run together; a failed short-circuit skips the rest.
#[derive(Clone, Debug, PartialEq)]
pub struct Cohort {
    /// `None` for the default cohort.
    pub name: Option<String>,
    pub short_circuit: Vec<Check>,
    pub rest: Vec<Check>,
}

impl Cohort {
    pub fn is_empty(&self) -> bool {
        self.short_circuit.is_empty() && self.rest.is_empty()
    }
}

/// Group checks (already in tag order) into ordered cohorts.
pub fn order(checks: Vec<Check>) -> Vec<Cohort> {
    let mut cohorts: Vec<Cohort> = vec![Cohort {
        name: None,
        short_circuit: Vec::new(),
        rest: Vec::new(),
    }];
    // Each named cohort's place: a subject may have as many cohorts as
    // its value has fields (`k8s:subfield`) or items (`k8s:item`).
    let mut places: HashMap<String, usize> = HashMap::new();
    for check in checks {
        let index = match &check.cohort {
            None => 0,
            Some(name) => *places.entry(name.clone()).or_insert_with(|| {
                cohorts.push(Cohort {
                    name: Some(name.clone()),
                    short_circuit: Vec::new(),
                    rest: Vec::new(),
                });
                cohorts.len() - 1
            }),
        };
        if let Some(cohort) = cohorts.get_mut(index) {
            if check.flags.short_circuit {
                cohort.short_circuit.push(check);
            } else {
                cohort.rest.push(check);
            }
        }
    }
    cohorts.retain(|c| !c.is_empty());
    cohorts
}
