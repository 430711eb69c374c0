//! The API server gives the CEL rules of one object one runtime cost
//! budget. The public `validate_<type>` of a type with CEL rules at any
//! depth runs its validation inside `validation_cel::with_budget`, so every
//! rule below shares one budget (a nested call joins the outer one), and
//! through `validation_cel::unless_blocked`, which runs no rule when the
//! object's other checks found an error that stops them in the API server;
//! other types' code is unchanged.

/// The body of `validate_<type>`, filling `errs` through `into` (the
/// accumulator form). A type with CEL rules below runs it inside one cost
/// budget, and again without rules if its errors would stop them in the
/// API server (`validation_cel::unless_blocked`).
pub fn entry_body(has_cel_rules: bool, into: &proc_macro2::Ident) -> String {
    let fill = format!("let mut errs = ::validation_runtime::ErrorList::new(); {into}(op, path, obj, old, &mut errs);");
    if has_cel_rules {
        format!(
            "::validation_cel::with_budget(|| {{ {fill} ::validation_cel::unless_blocked(errs, |errs| {into}(op, path, obj, old, errs)) }})"
        )
    } else {
        format!("{fill} errs")
    }
}

#[cfg(test)]
mod tests {
    fn generated(source: &str) -> String {
        let generation = crate::test_support::generate_source(&crate::Generator::new(), "cel-budget", source)
            .unwrap_or_else(|d| panic!("{}", d.render_all()));
        generation.files.iter().map(|f| f.contents.as_str()).collect()
    }

    /// The body of the public `validate_<name>`.
    fn entry<'c>(code: &'c str, name: &str) -> &'c str {
        let start = code
            .find(&format!("pub fn validate_{name}("))
            .unwrap_or_else(|| panic!("validate_{name} in {code}"));
        let entry = &code[start..];
        &entry[..entry.find("\n}\n").unwrap_or(entry.len())]
    }

    /// Types with a CEL rule at any depth (their own, a field's, an
    /// element's, a map value's, through a type they call, in a recursive
    /// type) open a budget in `validate_<type>`; other types' entry is
    /// the plain one.
    #[test]
    fn types_with_cel_rules_below_open_a_budget() {
        let code = generated(
            "/// +k8s:validation:cel[0]:rule=\"self.n >= 0\"\n\
             #[derive(serde::Serialize)]\n\
             pub struct Own {\n    pub n: i32,\n}\n\
             pub struct OnField {\n    /// +k8s:validation:cel[0]:rule=\"self >= 0\"\n    pub n: i32,\n}\n\
             pub struct InList {\n    /// +k8s:listType=atomic\n    /// +k8s:eachVal=+k8s:validation:cel[0]:rule=\"self >= 0\"\n    pub ns: Vec<i32>,\n}\n\
             pub struct InMap {\n    pub values: std::collections::BTreeMap<String, Own>,\n}\n\
             pub struct Calls {\n    pub inner: Option<Box<InMap>>,\n}\n\
             pub struct Node {\n    pub next: Option<Box<Node>>,\n    pub own: Option<Own>,\n}\n\
             pub struct Plain {\n    /// +k8s:minimum=0\n    pub n: i32,\n    pub nested: Option<Box<Plain>>,\n}\n",
        );
        let plain = "let mut errs = ::validation_runtime::ErrorList::new();";
        for (name, budget) in [
            ("own", true),
            ("on_field", true),
            ("in_list", true),
            ("in_map", true),
            ("calls", true),
            ("node", true),
            ("plain", false),
        ] {
            let entry = entry(&code, name);
            assert_eq!(entry.contains("::validation_cel::with_budget(||"), budget, "{entry}");
            assert!(entry.contains(plain), "{entry}");
        }
    }
}
