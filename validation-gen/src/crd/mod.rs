//! Shipping the structural schemas the kube-rs way: an `impl
//! schemars::JsonSchema` per root (so kube's `crd()` carries the tags'
//! rules) and a CustomResourceDefinition YAML file per kind of the
//! `#[derive(CustomResource)]` spec structs, one version per spec struct.
//!
//! Every CRD is checked with the API server's structural rules
//! (`validation_schema::structural::check`) before it is written.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde_json::{json, Value};
use validation_schema::crd::{
    CustomResourceDefinitionNames, CustomResourceDefinitionSpec, CustomResourceDefinitionVersion,
    CustomResourceSubresources, CustomResourceValidation,
};
use validation_schema::CustomResourceDefinition;

use crate::diagnostics::{Diagnostic, Diagnostics};
use crate::model::Model;
use crate::plan::Plan;
use crate::schema::{self, Lowered, Policy};
use crate::source::{SourceLocation, SourceSet};
use crate::GeneratedFile;

pub mod kube_attrs;
pub mod yaml;

pub use kube_attrs::KubeAttrs;

/// Which kube-rs outputs to make from the lowered schemas.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Shipping {
    /// Append `impl schemars::JsonSchema` for each root to its generated file.
    pub json_schema_impls: bool,
    /// Write one CRD YAML file per kind here.
    pub crd_dir: Option<PathBuf>,
    /// What a check with no schema equivalent does (without `--schema`).
    pub policy: Policy,
}

impl Shipping {
    /// Whether anything needs the schemas lowered.
    pub fn wanted(&self) -> bool {
        self.json_schema_impls || self.crd_dir.is_some()
    }

    /// Append the JSON-schema impls to `files`; the CRD files to add.
    pub(crate) fn apply(
        &self,
        files: &mut [GeneratedFile],
        lowered: &Lowered,
        model: &Model,
        sources: &SourceSet,
        plan: &Plan,
    ) -> Result<Vec<GeneratedFile>, Diagnostics> {
        let resources = custom_resources(sources)?;
        if self.json_schema_impls {
            manual_schema_needed(&resources, sources)?;
            schema::json_schema_impl::append(files, lowered, model, sources, plan);
        }
        match &self.crd_dir {
            Some(dir) => crd_files(&resources, lowered, model, sources, dir),
            None => Ok(Vec::new()),
        }
    }
}

/// One `#[derive(CustomResource)]` spec struct.
#[derive(Clone, Debug)]
pub struct CustomResource {
    pub attrs: KubeAttrs,
    pub module: crate::source::ModuleId,
    pub location: SourceLocation,
}

/// Every custom resource of the input, in module order; malformed
/// `#[kube(...)]` arguments are located errors.
fn custom_resources(sources: &SourceSet) -> Result<Vec<CustomResource>, Diagnostics> {
    let mut found = Vec::new();
    let mut errors = Diagnostics::new();
    for (module, m) in sources.modules.iter().enumerate() {
        for item in &m.items {
            let syn::Item::Struct(spec) = item else { continue };
            if !derives_custom_resource(&spec.attrs) {
                continue;
            }
            let location = SourceLocation::from_span(m.file, spec.ident.span());
            match kube_attrs::read(&spec.attrs) {
                Ok(attrs) if !attrs.kind.is_empty() => found.push(CustomResource {
                    attrs,
                    module,
                    location,
                }),
                // Without a kind there is no resource (kube's derive says so).
                Ok(_) => {}
                Err(e) => {
                    let at = SourceLocation::from_span(m.file, e.span());
                    let d = Diagnostic::error(format!("cannot read `#[kube(...)]`: {e}")).with_code("kube-attribute");
                    errors.push(sources.diagnostic_at(d, at));
                }
            }
        }
    }
    if errors.has_errors() {
        return Err(errors);
    }
    Ok(found)
}

fn derives_custom_resource(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().filter(|a| a.path().is_ident("derive")).any(|a| {
        let mut found = false;
        let _ = a.parse_nested_meta(|meta| {
            found |= meta.path.segments.last().is_some_and(|s| s.ident == "CustomResource");
            Ok(())
        });
        found
    })
}

/// kube derives `JsonSchema` for the root itself unless told
/// `schema = "manual"`; with the generated impl that would be two impls.
fn manual_schema_needed(resources: &[CustomResource], sources: &SourceSet) -> Result<(), Diagnostics> {
    let errors: Diagnostics = resources
        .iter()
        .filter(|r| r.attrs.schema_mode.as_deref() != Some("manual"))
        .map(|r| {
            let d = Diagnostic::error(format!(
                "`{}` gets a generated `impl schemars::JsonSchema`, but kube derives one too",
                r.attrs.root
            ))
            .with_code("kube-schema-mode")
            .with_help("add `#[kube(schema = \"manual\")]` so kube's `crd()` uses the generated schema");
            sources.diagnostic_at(d, r.location)
        })
        .collect();
    if errors.has_errors() {
        Err(errors)
    } else {
        Ok(())
    }
}

/// One YAML file per kind (`<plural>.<group>.yaml`), its versions from
/// every spec struct of that group and plural.
fn crd_files(
    resources: &[CustomResource],
    lowered: &Lowered,
    model: &Model,
    sources: &SourceSet,
    dir: &Path,
) -> Result<Vec<GeneratedFile>, Diagnostics> {
    let mut kinds: BTreeMap<String, Vec<&CustomResource>> = BTreeMap::new();
    for resource in resources {
        let name = format!("{}.{}", resource.attrs.plural, resource.attrs.group);
        kinds.entry(name).or_default().push(resource);
    }
    let mut files = Vec::new();
    let mut errors = Diagnostics::new();
    for (name, versions) in kinds {
        match definition(&name, &versions, lowered, model, sources) {
            Ok(crd) => files.push(GeneratedFile {
                path: dir.join(format!("{name}.yaml")),
                contents: render(&crd),
            }),
            Err(e) => errors.extend(e),
        }
    }
    if errors.has_errors() {
        return Err(errors);
    }
    Ok(files)
}

/// The CRD text: a header comment, then the YAML.
pub fn render(crd: &CustomResourceDefinition) -> String {
    let value = serde_json::to_value(crd).unwrap_or_default();
    format!(
        "# Generated by validation-gen from the `+k8s:` tags. DO NOT EDIT.\n{}",
        yaml::to_yaml(&value)
    )
}

/// The definition of one kind, checked with the API server's rules.
fn definition(
    name: &str,
    versions: &[&CustomResource],
    lowered: &Lowered,
    model: &Model,
    sources: &SourceSet,
) -> Result<CustomResourceDefinition, Diagnostics> {
    let mut errors = Diagnostics::new();
    let error = |message: String, code: &'static str, at: SourceLocation| {
        sources.diagnostic_at(Diagnostic::error(message).with_code(code), at)
    };
    let mut sorted = versions.to_vec();
    sorted.sort_by(|a, b| version_priority(&a.attrs.version, &b.attrs.version));
    let Some(first) = sorted.first() else {
        return Err(errors);
    };
    let mut crd_versions = Vec::new();
    for resource in &sorted {
        let a = &resource.attrs;
        if (a.kind.as_str(), a.singular.as_str(), a.namespaced)
            != (
                first.attrs.kind.as_str(),
                first.attrs.singular.as_str(),
                first.attrs.namespaced,
            )
        {
            errors.push(error(
                format!(
                    "version `{}` of `{name}` declares another kind, singular or scope than version `{}`",
                    a.version, first.attrs.version
                ),
                "crd-versions-disagree",
                resource.location,
            ));
        }
        let Some(schema) = root_schema(resource, lowered, model) else {
            errors.push(error(
                format!("`{}` has no schema: it is not a validated root type", a.root),
                "crd-no-schema",
                resource.location,
            ));
            continue;
        };
        crd_versions.push(CustomResourceDefinitionVersion {
            name: a.version.clone(),
            served: a.served,
            storage: a.storage,
            deprecated: a.deprecated.is_some(),
            deprecation_warning: a.deprecated.clone().flatten(),
            schema: Some(CustomResourceValidation {
                open_api_v3_schema: Some(schema.clone()),
            }),
            subresources: a.status.then(|| CustomResourceSubresources {
                status: Some(json!({})),
                scale: a.scale.clone().and_then(|s| serde_json::from_value(s).ok()),
            }),
            additional_printer_columns: a.printer_columns.clone(),
            selectable_fields: a.selectable_fields.iter().map(|p| json!({"jsonPath": p})).collect(),
        });
    }
    let storage = sorted.iter().filter(|r| r.attrs.storage).count();
    if storage != 1 {
        errors.push(error(
            format!("`{name}` needs exactly one storage version; {storage} of its versions say `storage = true` (the default)"),
            "crd-storage-version",
            first.location,
        ));
    }
    let mut metadata = serde_json::Map::new();
    for (key, pairs) in [
        ("annotations", &first.attrs.annotations),
        ("labels", &first.attrs.labels),
    ] {
        if !pairs.is_empty() {
            let map: serde_json::Map<String, Value> = pairs
                .iter()
                .map(|(k, v)| (k.clone(), Value::from(v.as_str())))
                .collect();
            metadata.insert(key.into(), Value::Object(map));
        }
    }
    metadata.insert("name".into(), Value::from(name));
    let a = &first.attrs;
    let crd = CustomResourceDefinition {
        api_version: "apiextensions.k8s.io/v1".into(),
        kind: "CustomResourceDefinition".into(),
        metadata: Some(Value::Object(metadata)),
        spec: CustomResourceDefinitionSpec {
            group: a.group.clone(),
            names: CustomResourceDefinitionNames {
                plural: a.plural.clone(),
                singular: a.singular.clone(),
                short_names: a.short_names.clone(),
                kind: a.kind.clone(),
                list_kind: String::new(),
                categories: a.categories.clone(),
            },
            scope: if a.namespaced { "Namespaced" } else { "Cluster" }.into(),
            versions: crd_versions,
            conversion: None,
            preserve_unknown_fields: None,
        },
        status: None,
    };
    for e in validation_schema::structural::check(&crd).iter() {
        errors.push(error(
            format!("the CRD generated for `{name}` would be rejected by the API server: {e}"),
            "crd-not-structural",
            first.location,
        ));
    }
    if errors.has_errors() {
        return Err(errors);
    }
    Ok(crd)
}

/// The lowered schema of the resource's root (the struct kube derives,
/// read into the spec struct's module).
fn root_schema<'a>(
    resource: &CustomResource,
    lowered: &'a Lowered,
    model: &Model,
) -> Option<&'a validation_schema::Schema> {
    lowered
        .roots
        .iter()
        .find(|r| {
            model
                .get(r.id)
                .is_some_and(|t| t.module == resource.module && t.name == resource.attrs.root)
        })
        .map(|r| &r.schema)
}

/// Kubernetes' version order: GA before beta before alpha, higher numbers
/// first; versions not of the `v<N>[alpha|beta<M>]` form last, by name.
fn version_priority(a: &str, b: &str) -> std::cmp::Ordering {
    fn key(v: &str) -> (u8, std::cmp::Reverse<u64>, std::cmp::Reverse<u64>, String) {
        let parsed = v.strip_prefix('v').and_then(|rest| {
            let digits = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
            let major: u64 = rest.get(..digits)?.parse().ok()?;
            let tail = rest.get(digits..)?;
            let (level, minor) = if tail.is_empty() {
                (0, "0")
            } else if let Some(m) = tail.strip_prefix("beta") {
                (1, m)
            } else {
                (2, tail.strip_prefix("alpha")?)
            };
            Some((level, major, minor.parse::<u64>().ok()?))
        });
        match parsed {
            Some((level, major, minor)) => (level, std::cmp::Reverse(major), std::cmp::Reverse(minor), String::new()),
            None => (3, std::cmp::Reverse(0), std::cmp::Reverse(0), v.to_owned()),
        }
    }
    key(a).cmp(&key(b))
}

#[cfg(test)]
mod tests;
