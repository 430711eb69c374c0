//! `cargo xtask builtins [--check] [--wheel PATH]`: writes
//! `validation-builtins/data/builtins.json`, the structural schemas of
//! Kubernetes' built-in kinds for every supported version, from the
//! per-version JSON Schemas that the PyPI package `kubernetes-validate`
//! ships (converted by that project from the OpenAPI documents Kubernetes
//! publishes for each release). `--check` fails when the file is stale.
//!
//! The wheel is fetched with `pip download` (pinned version and file hash)
//! unless `--wheel` names one; Python's `zipfile` reads it, so the xtask
//! needs no archive crate. Whether each kind is namespaced comes from the
//! generated sources of two `k8s-openapi` releases, which cargo fetches and
//! this reads as text. See validation-builtins/README.md for what the
//! conversion keeps and why.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{json, Map, Value};

/// The source package, pinned: a new Kubernetes release means a new
/// version here (and `NEWEST` below).
const PACKAGE: &str = "kubernetes-validate";
const PACKAGE_VERSION: &str = "1.37.0";
const WHEEL: &str = "kubernetes_validate-1.37.0-py3-none-any.whl";
const WHEEL_SHA256: &str = "85136d018a27b50ec7fc049d902bfa5193f5976807e6c0f408e3ab6fe078cad9";

/// Minor versions with schemas: Kubernetes 1.28 to the newest.
const OLDEST: u32 = 28;
const NEWEST: u32 = 37;
/// The oldest version the package has: the kinds of 1.25 to 1.27 are read
/// only to date the removals of 1.26 and 1.27.
const OLDEST_IN_SOURCE: u32 = 25;

const OUTPUT: &str = "validation-builtins/data/builtins.json";

/// Whether a kind is namespaced is not in the OpenAPI definitions (only
/// in the API's paths). The crate `k8s-openapi` has it for every resource
/// (`type Scope = crate::NamespaceResourceScope;` in its generated
/// `impl Resource`); these two releases cover 1.28 to 1.37.
const SCOPE_SOURCES: &[(&str, u32, u32)] = &[("0.24.0", 28, 32), ("0.29.0", 33, 37)];

/// `(apiVersion, kind)` → `"Namespaced"` or `"Cluster"`.
type Scopes = BTreeMap<(String, String), &'static str>;

/// Keywords that do not take part in validation: documentation, patch
/// strategies (server-side apply and strategic merge, not validation), the
/// converter's own `$schema`/`$id`, and defaults (applied by Go code, not
/// by the schema, for built-in types).
const DROPPED: &[&str] = &[
    "description",
    "x-kubernetes-patch-strategy",
    "x-kubernetes-patch-merge-key",
    "x-kubernetes-unions",
    "x-kubernetes-group-version-kind",
    "default",
    "$schema",
    "$id",
];

/// Go types that decode any JSON (`runtime.RawExtension`, `FieldsV1`): the
/// schema says only `type: object`, and the decoder keeps what it gets.
const RAW_JSON: &[&str] = &[
    "io.k8s.apimachinery.pkg.runtime.RawExtension",
    "io.k8s.apimachinery.pkg.apis.meta.v1.FieldsV1",
];

/// Definitions of the API machinery that carry a group-version-kind but
/// are not objects one creates (`DeleteOptions`, `WatchEvent`, `Status`...).
const NOT_OBJECTS: &[&str] = &[
    "io.k8s.apimachinery.pkg.apis.meta.v1.",
    "io.k8s.apimachinery.pkg.version.",
];

pub fn builtins(options: &[&str]) -> Result<(), String> {
    let (check, wheel) = match options {
        [] => (false, None),
        ["--check"] => (true, None),
        ["--wheel", path] => (false, Some(PathBuf::from(path))),
        ["--check", "--wheel", path] | ["--wheel", path, "--check"] => (true, Some(PathBuf::from(path))),
        _ => return Err("usage: cargo xtask builtins [--check] [--wheel PATH]".to_string()),
    };
    let wheel = match wheel {
        Some(path) => path,
        None => download_wheel(&crate::target_dir().join("builtins-source"))?,
    };
    check_hash(&wheel)?;
    let documents = read_definitions(&wheel)?;
    let scopes = scopes()?;
    let data = generate(&documents, &scopes)?;
    let root = crate::workspace_root();
    let path = root.join(OUTPUT);
    let current = std::fs::read_to_string(&path).unwrap_or_default();
    if current == data {
        println!("builtins: {OUTPUT} is up to date ({} bytes)", data.len());
        return Ok(());
    }
    if check {
        return Err(format!("builtins: {OUTPUT} is stale; run `cargo xtask builtins`"));
    }
    std::fs::write(&path, &data).map_err(|e| format!("error writing {}: {e}", path.display()))?;
    println!("builtins: wrote {OUTPUT} ({} bytes)", data.len());
    Ok(())
}

/// `pip download` of the pinned wheel into `dir` (once).
fn download_wheel(dir: &Path) -> Result<PathBuf, String> {
    let wheel = dir.join(WHEEL);
    if !wheel.exists() {
        let status = Command::new("python3")
            .args(["-m", "pip", "download", "--no-deps", "--only-binary=:all:", "-d"])
            .arg(dir)
            .arg(format!("{PACKAGE}=={PACKAGE_VERSION}"))
            .status()
            .map_err(|e| format!("cannot run python3 -m pip: {e}"))?;
        if !status.success() {
            return Err(format!("pip download {PACKAGE}=={PACKAGE_VERSION} failed ({status})"));
        }
    }
    Ok(wheel)
}

/// The data says which file it came from: any other is refused.
fn check_hash(wheel: &Path) -> Result<(), String> {
    let sha = python(
        "import hashlib,sys; print(hashlib.sha256(open(sys.argv[1],'rb').read()).hexdigest())",
        &[wheel.as_os_str()],
    )?;
    if sha.trim() != WHEEL_SHA256 {
        return Err(format!(
            "{} has sha256 {}, expected {WHEEL_SHA256}",
            wheel.display(),
            sha.trim()
        ));
    }
    Ok(())
}

fn python(script: &str, args: &[&std::ffi::OsStr]) -> Result<String, String> {
    let output = Command::new("python3")
        .arg("-c")
        .arg(script)
        .args(args)
        .output()
        .map_err(|e| format!("cannot run python3: {e}"))?;
    if !output.status.success() {
        return Err(format!("python3 failed: {}", String::from_utf8_lossy(&output.stderr)));
    }
    String::from_utf8(output.stdout).map_err(|e| format!("python3 wrote non-UTF-8: {e}"))
}

/// Each version's `_definitions.json`, by minor version: one JSON object
/// `{minor: document}` written by Python's `zipfile`.
fn read_definitions(wheel: &Path) -> Result<BTreeMap<u32, Value>, String> {
    let script = "import json,re,sys,zipfile
z=zipfile.ZipFile(sys.argv[1]); out={}
for n in z.namelist():
    m=re.search(r'/v1\\.(\\d+)\\.0-local/_definitions\\.json$', n)
    if m: out[m.group(1)]=json.loads(z.read(n))
json.dump(out,sys.stdout)";
    let text = python(script, &[wheel.as_os_str()])?;
    let all: BTreeMap<String, Value> = serde_json::from_str(&text).map_err(|e| format!("bad definitions: {e}"))?;
    let mut documents = BTreeMap::new();
    for (minor, document) in all {
        let minor: u32 = minor.parse().map_err(|e| format!("bad version {minor}: {e}"))?;
        if minor >= OLDEST_IN_SOURCE {
            documents.insert(minor, document);
        }
    }
    for minor in OLDEST_IN_SOURCE..=NEWEST {
        if !documents.contains_key(&minor) {
            return Err(format!("{WHEEL} has no schemas for Kubernetes 1.{minor}"));
        }
    }
    Ok(documents)
}

/// One group-version-kind and the definition that is its schema.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Gvk {
    group: String,
    version: String,
    kind: String,
}

fn generate(documents: &BTreeMap<u32, Value>, scopes: &Scopes) -> Result<String, String> {
    // Kinds: their definition and the versions that serve them.
    let mut kinds: BTreeMap<Gvk, (String, BTreeSet<u32>)> = BTreeMap::new();
    // Definitions: trimmed body by version.
    let mut bodies: Vec<String> = Vec::new();
    let mut body_index: HashMap<String, usize> = HashMap::new();
    let mut definitions: BTreeMap<String, Vec<(u32, usize)>> = BTreeMap::new();
    for (&minor, document) in documents {
        let defs = document
            .get("$defs")
            .and_then(Value::as_object)
            .ok_or(format!("1.{minor}: no $defs"))?;
        for (name, schema) in defs {
            for gvk in group_version_kinds(name, schema) {
                let entry = kinds.entry(gvk).or_insert_with(|| (name.clone(), BTreeSet::new()));
                if entry.0 != *name {
                    return Err(format!("1.{minor}: {name} and {} have one group-version-kind", entry.0));
                }
                entry.1.insert(minor);
            }
            if minor < OLDEST {
                continue;
            }
            let trimmed = trim_definition(name, schema);
            check_reference_siblings(name, &trimmed)?;
            let body = serde_json::to_string(&trimmed).map_err(|e| e.to_string())?;
            let next = bodies.len();
            let index = *body_index.entry(body.clone()).or_insert(next);
            if index == next {
                bodies.push(body);
            }
            definitions.entry(name.clone()).or_default().push((minor, index));
        }
    }
    let mut out = String::new();
    out.push_str("{\n\"source\": ");
    out.push_str(
        &json!(format!(
            "PyPI {PACKAGE} {PACKAGE_VERSION} ({WHEEL}, sha256 {WHEEL_SHA256}); written by `cargo xtask builtins`"
        ))
        .to_string(),
    );
    out.push_str(&format!(",\n\"versions\": [{OLDEST}, {NEWEST}],\n\"kinds\": [\n"));
    let rows: Vec<String> = kinds
        .iter()
        .map(|(gvk, (name, minors))| {
            let spans = spans(minors.iter().copied());
            let api_version = if gvk.group.is_empty() {
                gvk.version.clone()
            } else {
                format!("{}/{}", gvk.group, gvk.version)
            };
            let scope = scopes.get(&(api_version, gvk.kind.clone()));
            json!([gvk.group, gvk.version, gvk.kind, name, spans, scope]).to_string()
        })
        .collect();
    out.push_str(&rows.join(",\n"));
    out.push_str("\n],\n\"definitions\": {\n");
    let rows: Vec<String> = definitions
        .iter()
        .map(|(name, versions)| {
            // Consecutive versions with the same body become one span.
            let mut spans: Vec<(u32, u32, usize)> = Vec::new();
            for &(minor, index) in versions {
                match spans.last_mut() {
                    Some(last) if last.2 == index && last.1 + 1 == minor => last.1 = minor,
                    _ => spans.push((minor, minor, index)),
                }
            }
            format!("{}: {}", json!(name), json!(spans))
        })
        .collect();
    out.push_str(&rows.join(",\n"));
    out.push_str("\n},\n\"bodies\": [\n");
    out.push_str(&bodies.join(",\n"));
    out.push_str("\n]\n}\n");
    Ok(out)
}

/// The scope of every resource `k8s-openapi` knows in the versions of
/// [`SCOPE_SOURCES`]: cargo fetches the releases (into a throwaway package
/// under the target directory) and the generated sources are read as text.
fn scopes() -> Result<Scopes, String> {
    let dir = crate::target_dir().join("builtins-source").join("scopes");
    std::fs::create_dir_all(dir.join("src")).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let mut manifest = String::from("[package]\nname = \"builtins-scopes\"\nversion = \"0.0.0\"\nedition = \"2021\"\n\n[workspace]\n\n[dependencies]\n");
    for (version, _, _) in SCOPE_SOURCES {
        manifest.push_str(&format!(
            "k8s-openapi-{} = {{ package = \"k8s-openapi\", version = \"={version}\", default-features = false }}\n",
            version.replace('.', "-")
        ));
    }
    std::fs::write(dir.join("Cargo.toml"), manifest).map_err(|e| format!("cannot write scopes manifest: {e}"))?;
    std::fs::write(dir.join("src/lib.rs"), "").map_err(|e| format!("cannot write scopes lib: {e}"))?;
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(cargo)
        .args(["metadata", "--format-version", "1", "--manifest-path"])
        .arg(dir.join("Cargo.toml"))
        .output()
        .map_err(|e| format!("cannot run cargo metadata: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "cargo metadata failed: {}",
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    let metadata: Value = serde_json::from_slice(&output.stdout).map_err(|e| format!("bad cargo metadata: {e}"))?;
    let mut scopes = Scopes::new();
    for &(version, first, last) in SCOPE_SOURCES {
        let manifest_path = metadata["packages"]
            .as_array()
            .and_then(|packages| {
                packages
                    .iter()
                    .find(|p| p["name"] == "k8s-openapi" && p["version"] == version)
            })
            .and_then(|package| package["manifest_path"].as_str())
            .ok_or(format!("cargo metadata has no k8s-openapi {version}"))?;
        let src = Path::new(manifest_path).with_file_name("src");
        for minor in first..=last {
            let mut files = Vec::new();
            rust_files(&src.join(format!("v1_{minor}")), &mut files)?;
            if files.is_empty() {
                return Err(format!("k8s-openapi {version} has no sources for 1.{minor}"));
            }
            for file in files {
                let text =
                    std::fs::read_to_string(&file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
                for (api_version, kind, scope) in resource_scopes(&text) {
                    if let Some(known) = scopes.insert((api_version.clone(), kind.clone()), scope) {
                        if known != scope {
                            return Err(format!("{api_version} {kind} is {known} and {scope}"));
                        }
                    }
                }
            }
        }
    }
    Ok(scopes)
}

fn rust_files(dir: &Path, files: &mut Vec<PathBuf>) -> Result<(), String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    for entry in entries {
        let path = entry.map_err(|e| format!("cannot read {}: {e}", dir.display()))?.path();
        if path.is_dir() {
            rust_files(&path, files)?;
        } else if path.extension().is_some_and(|extension| extension == "rs") {
            files.push(path);
        }
    }
    Ok(())
}

/// `(apiVersion, kind, scope)` of each `impl crate::Resource for` block of
/// a generated file, from its `API_VERSION`, `KIND` and `Scope` items.
fn resource_scopes(text: &str) -> Vec<(String, String, &'static str)> {
    let mut found = Vec::new();
    for block in text.split("impl crate::Resource for ").skip(1) {
        let block = block.split("\n}").next().unwrap_or("");
        let constant = |name: &str| {
            let prefix = format!("const {name}: &'static str = \"");
            let rest = &block[block.find(&prefix)? + prefix.len()..];
            Some(rest[..rest.find('"')?].to_string())
        };
        let scope = if block.contains("type Scope = crate::NamespaceResourceScope;") {
            "Namespaced"
        } else if block.contains("type Scope = crate::ClusterResourceScope;") {
            "Cluster"
        } else {
            continue;
        };
        if let (Some(api_version), Some(kind)) = (constant("API_VERSION"), constant("KIND")) {
            found.push((api_version, kind, scope));
        }
    }
    found
}

/// `[first, last]` runs of consecutive minor versions.
fn spans(minors: impl Iterator<Item = u32>) -> Vec<[u32; 2]> {
    let mut spans: Vec<[u32; 2]> = Vec::new();
    for minor in minors {
        match spans.last_mut() {
            Some(last) if last[1] + 1 == minor => last[1] = minor,
            _ => spans.push([minor, minor]),
        }
    }
    spans
}

fn group_version_kinds(name: &str, schema: &Value) -> Vec<Gvk> {
    if NOT_OBJECTS.iter().any(|prefix| name.starts_with(prefix)) {
        return Vec::new();
    }
    let Some(list) = schema.get("x-kubernetes-group-version-kind").and_then(Value::as_array) else {
        return Vec::new();
    };
    list.iter()
        .filter_map(|gvk| {
            Some(Gvk {
                group: gvk.get("group")?.as_str()?.to_string(),
                version: gvk.get("version")?.as_str()?.to_string(),
                kind: gvk.get("kind")?.as_str()?.to_string(),
            })
        })
        .collect()
}

/// A definition in the form `validation_schema::Schema` reads, with `$ref`
/// naming another definition.
fn trim_definition(name: &str, schema: &Value) -> Value {
    let mut trimmed = trim(schema);
    if let Some(object) = trimmed.as_object_mut() {
        if RAW_JSON.contains(&name) {
            object.insert("x-kubernetes-preserve-unknown-fields".into(), Value::Bool(true));
        }
        // The converter pins `apiVersion` and `kind` of each kind with an
        // enum; lookup is by those two, so the enum says nothing more.
        if let Some(properties) = object.get_mut("properties").and_then(Value::as_object_mut) {
            for field in ["apiVersion", "kind"] {
                if let Some(property) = properties.get_mut(field).and_then(Value::as_object_mut) {
                    property.remove("enum");
                }
            }
        }
    }
    trimmed
}

fn trim(schema: &Value) -> Value {
    let Some(object) = schema.as_object() else {
        return schema.clone();
    };
    let mut out = Map::new();
    for (key, value) in object {
        if DROPPED.contains(&key.as_str()) {
            continue;
        }
        let value = match key.as_str() {
            "properties" => Value::Object(value.as_object().map_or_else(Map::new, |properties| {
                properties
                    .iter()
                    .map(|(name, schema)| (name.clone(), trim(schema)))
                    .collect()
            })),
            "items" | "additionalProperties" | "not" => trim(value),
            "oneOf" | "anyOf" | "allOf" => Value::Array(
                value
                    .as_array()
                    .map_or_else(Vec::new, |schemas| schemas.iter().map(trim).collect()),
            ),
            // The converter makes every type nullable; Kubernetes'
            // documents do not (the runtime marks nulls as Go decodes them).
            "type" => match value {
                Value::Array(types) => {
                    let types: Vec<&Value> = types.iter().filter(|t| t.as_str() != Some("null")).collect();
                    match types.as_slice() {
                        [one] => (*one).clone(),
                        _ => Value::Array(types.into_iter().cloned().collect()),
                    }
                }
                other => other.clone(),
            },
            "$ref" => Value::String(
                value
                    .as_str()
                    .map_or("", |r| r.rsplit('/').next().unwrap_or(r))
                    .to_string(),
            ),
            _ => value.clone(),
        };
        out.insert(key.clone(), value);
    }
    // `IntOrString`: the converter writes `oneOf: [string, integer]` for
    // Kubernetes' `x-kubernetes-int-or-string: true`.
    if is_int_or_string(out.get("oneOf")) {
        out.remove("oneOf");
        out.insert("x-kubernetes-int-or-string".into(), Value::Bool(true));
    }
    // An empty schema (`apiextensions.v1.JSON`, `JSONSchemaPropsOr*`) takes
    // any value.
    if out.is_empty() {
        out.insert("x-kubernetes-preserve-unknown-fields".into(), Value::Bool(true));
    }
    Value::Object(out)
}

/// Keywords the runtime carries over from a node with `$ref` to the
/// definition it writes there; any other beside a `$ref` would be lost.
const BESIDE_REFERENCE: &[&str] = &[
    "$ref",
    "x-kubernetes-list-type",
    "x-kubernetes-list-map-keys",
    "x-kubernetes-map-type",
];

fn check_reference_siblings(definition: &str, schema: &Value) -> Result<(), String> {
    let Some(node) = schema.as_object() else {
        return Ok(());
    };
    if node.contains_key("$ref") {
        if let Some(other) = node.keys().find(|key| !BESIDE_REFERENCE.contains(&key.as_str())) {
            return Err(format!("{definition}: {other:?} beside $ref is not carried over"));
        }
    }
    // Subschemas only: `properties` is keyed by field names (`$ref` is one
    // of JSONSchemaProps' fields).
    let mut subschemas: Vec<&Value> = Vec::new();
    if let Some(properties) = node.get("properties").and_then(Value::as_object) {
        subschemas.extend(properties.values());
    }
    for key in ["items", "additionalProperties", "not"] {
        subschemas.extend(node.get(key));
    }
    for key in ["oneOf", "anyOf", "allOf"] {
        subschemas.extend(node.get(key).and_then(Value::as_array).into_iter().flatten());
    }
    subschemas
        .into_iter()
        .try_for_each(|subschema| check_reference_siblings(definition, subschema))
}

fn is_int_or_string(one_of: Option<&Value>) -> bool {
    let Some(Value::Array(schemas)) = one_of else {
        return false;
    };
    let mut types: Vec<&str> = schemas
        .iter()
        .filter_map(|s| {
            s.as_object()
                .filter(|o| o.len() == 1)
                .and_then(|o| o.get("type"))
                .and_then(Value::as_str)
        })
        .collect();
    types.sort_unstable();
    schemas.len() == 2 && types == ["integer", "string"]
}
