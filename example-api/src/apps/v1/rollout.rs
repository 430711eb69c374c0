//! Validating a Widget request during the safe rollout: the hand-written
//! validation and the generated one, under the rollout's switches.

use validation_runtime::rollout::Rollout;
use validation_runtime::{ErrorList, Operation, Path};

use super::{validate_widget, validate_widget_by_hand, Widget};

/// The errors to return for a Widget create or update.
pub fn validate_widget_rollout(rollout: &Rollout, op: &Operation, obj: &Widget, old: Option<&Widget>) -> ErrorList {
    rollout.validate(
        op,
        || validate_widget_by_hand(op, obj, old),
        || validate_widget(op, &Path::root(), Some(obj), old),
    )
}
