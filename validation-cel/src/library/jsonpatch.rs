//! Kubernetes' JSON patch library (`k8s.io/apiserver/pkg/cel/library/
//! jsonpatch.go`, for mutating admission policies): `jsonpatch.escapeKey`
//! escapes a key for a JSON pointer (RFC 6901): `~` as `~0`, `/` as `~1`.

use cel::common::types::STRING_TYPE;
use cel::common::value::CowVal;
use cel::{DeclarationError, Env, ExecutionError};

use super::{string_arg, string_value, take};

pub(super) fn register(env: &mut Env) -> Result<(), DeclarationError> {
    env.add_overload(
        "jsonpatch.escapeKey",
        "string_jsonpatch_escape_key_string",
        vec![STRING_TYPE],
        escape_key,
    )
}

fn escape_key<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [key] = take(args)?;
    let key = string_arg("jsonpatch.escapeKey", key.as_ref())?;
    // `~` first, so the `~` of `~1` is not escaped again.
    string_value(key.replace('~', "~0").replace('/', "~1"))
}

#[cfg(test)]
mod tests {
    use super::super::testing::{assert_no_such_overload, assert_value};

    // jsonpatch.go's documentation and cases of its tests.
    #[test]
    fn escape_key() {
        assert_value(
            "'/metadata/labels/' + jsonpatch.escapeKey('k8s.io/my~label')",
            "/metadata/labels/k8s.io~1my~0label",
        );
        assert_value("jsonpatch.escapeKey('')", "");
        assert_value("jsonpatch.escapeKey('plain')", "plain");
        assert_value("jsonpatch.escapeKey('~1')", "~01");
        assert_value("jsonpatch.escapeKey('//~~')", "~1~1~0~0");
        assert_value("jsonpatch.escapeKey('ключ/値')", "ключ~1値");
        assert_no_such_overload("jsonpatch.escapeKey(1)");
    }
}
