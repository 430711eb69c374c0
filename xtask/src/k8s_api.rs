//! `cargo xtask k8s-api --from PATH [--release 1.N]`: converts the Go type
//! declarations of one release's `k8s.io/api` group/versions ([`RELEASES`];
//! a checkout of that release at PATH) into the Rust types of `validation-builtins-api`, in the shapes
//! validation-gen reads, keeping every doc comment and so every `+k8s:`
//! tag. `cargo xtask codegen` then generates their validation.
//!
//! The Go reader is line-oriented: it reads gofmt-formatted declarations
//! (as every `types.go` of `k8s.io/api` is) and reports any line inside a
//! type declaration it does not understand, so nothing is skipped silently.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::Path;

use heck::{ToShoutySnakeCase, ToSnakeCase};

/// One Kubernetes release's conversion: the group/versions converted from
/// its `k8s.io/api` and the crate module they are written under.
pub struct Release {
    /// `1.37`: what `--release` names.
    pub version: &'static str,
    /// The module under `src/` (`v1_36`), or `None` for the newest release,
    /// whose groups are the crate's top-level modules.
    pub module: Option<&'static str>,
    /// `k8s.io/api` package directory, version, the group's name (its
    /// `+groupName`).
    pub group_versions: &'static [(&'static str, &'static str, &'static str)],
}

impl Release {
    /// The Rust path of the module the groups are written under.
    fn crate_path(&self) -> String {
        match self.module {
            Some(module) => format!("crate::{module}"),
            None => "crate".to_owned(),
        }
    }
}

/// The releases converted, newest first. Kubernetes 1.28 to 1.35 enforce no
/// declarative validation (1.33 to 1.35 run it only to compare it with the
/// hand-written validation, which answers); 1.36 enforces the tags not
/// marked `+k8s:alpha`, which only its alpha group/versions below carry
/// (its GA and beta types' tags are all alpha or `listType=atomic`); 1.37
/// enforces stable and `+k8s:beta` tags. A release's types reach other
/// `k8s.io/api` packages only as `k8s-openapi`'s structs unless it lists
/// them, so no unchanged type is converted twice.
pub const RELEASES: &[Release] = &[
    Release {
        version: "1.37",
        module: None,
        group_versions: GROUP_VERSIONS,
    },
    Release {
        version: "1.36",
        module: Some("v1_36"),
        group_versions: &[
            ("resource", "v1alpha3", "resource.k8s.io"),
            ("scheduling", "v1alpha2", "scheduling.k8s.io"),
        ],
    },
];

/// The group/versions converted from the newest release: `k8s.io/api`
/// package directory, version, the group's name (its `+groupName`).
pub const GROUP_VERSIONS: &[(&str, &str, &str)] = &[
    ("admissionregistration", "v1", "admissionregistration.k8s.io"),
    ("admissionregistration", "v1alpha1", "admissionregistration.k8s.io"),
    ("admissionregistration", "v1beta1", "admissionregistration.k8s.io"),
    ("apps", "v1", "apps"),
    ("authorization", "v1", "authorization.k8s.io"),
    ("autoscaling", "v1", "autoscaling"),
    ("autoscaling", "v2", "autoscaling"),
    ("batch", "v1", "batch"),
    ("certificates", "v1", "certificates.k8s.io"),
    ("certificates", "v1beta1", "certificates.k8s.io"),
    ("core", "v1", ""),
    ("discovery", "v1", "discovery.k8s.io"),
    ("flowcontrol", "v1", "flowcontrol.apiserver.k8s.io"),
    ("lifecycle", "v1alpha1", "lifecycle.k8s.io"),
    ("networking", "v1", "networking.k8s.io"),
    ("node", "v1", "node.k8s.io"),
    ("policy", "v1", "policy"),
    ("rbac", "v1", "rbac.authorization.k8s.io"),
    ("resource", "v1", "resource.k8s.io"),
    ("resource", "v1alpha3", "resource.k8s.io"),
    ("resource", "v1beta1", "resource.k8s.io"),
    ("resource", "v1beta2", "resource.k8s.io"),
    ("scheduling", "v1alpha3", "scheduling.k8s.io"),
    ("scheduling", "v1beta1", "scheduling.k8s.io"),
    ("storage", "v1", "storage.k8s.io"),
    ("storagemigration", "v1", "storagemigration.k8s.io"),
    ("storagemigration", "v1beta1", "storagemigration.k8s.io"),
];

/// The crate written.
const CRATE: &str = "validation-builtins-api";

/// Types of `k8s.io/apimachinery` and the Rust types they map to: those
/// `k8s-openapi` has, as the repo's other Kubernetes-shaped crates take them,
/// and plain strings for Go's string types. Keyed by import path and name.
const EXTERNAL_TYPES: &[(&str, &str, &str)] = &[
    (META, "TypeMeta", "crate::meta::TypeMeta"),
    (
        META,
        "ObjectMeta",
        "k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta",
    ),
    (
        META,
        "ListMeta",
        "k8s_openapi::apimachinery::pkg::apis::meta::v1::ListMeta",
    ),
    (
        META,
        "LabelSelector",
        "k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector",
    ),
    (
        META,
        "LabelSelectorRequirement",
        "k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelectorRequirement",
    ),
    (
        META,
        "FieldSelectorRequirement",
        "k8s_openapi::apimachinery::pkg::apis::meta::v1::FieldSelectorRequirement",
    ),
    (
        META,
        "OwnerReference",
        "k8s_openapi::apimachinery::pkg::apis::meta::v1::OwnerReference",
    ),
    // RFC 3339 text in JSON; k8s-openapi's `Time` has no zero value (Default).
    (META, "Time", "String"),
    (META, "MicroTime", "String"),
    (META, "Condition", "crate::meta::Condition"),
    (
        META,
        "DeleteOptions",
        "k8s_openapi::apimachinery::pkg::apis::meta::v1::DeleteOptions",
    ),
    (META, "Duration", "String"),
    (META, "StatusReason", "String"),
    (
        META,
        "GroupResource",
        "k8s_openapi::apimachinery::pkg::apis::meta::v1::GroupResource",
    ),
    (
        "k8s.io/apimachinery/pkg/util/intstr",
        "IntOrString",
        "k8s_openapi::apimachinery::pkg::util::intstr::IntOrString",
    ),
    (
        "k8s.io/apimachinery/pkg/api/resource",
        "Quantity",
        "k8s_openapi::apimachinery::pkg::api::resource::Quantity",
    ),
    (
        "k8s.io/apimachinery/pkg/runtime",
        "RawExtension",
        "k8s_openapi::apimachinery::pkg::runtime::RawExtension",
    ),
    ("k8s.io/apimachinery/pkg/types", "UID", "String"),
    ("k8s.io/apimachinery/pkg/types", "NodeName", "String"),
];

const META: &str = "k8s.io/apimachinery/pkg/apis/meta/v1";

/// The `k8s.io/api` packages' import path prefix.
const K8S_API: &str = "k8s.io/api/";

/// Go's predeclared types and their Rust equivalents.
const PRIMITIVES: &[(&str, &str)] = &[
    ("string", "String"),
    ("bool", "bool"),
    ("int", "i64"),
    ("int32", "i32"),
    ("int64", "i64"),
    ("uint32", "u32"),
    ("uint64", "u64"),
    ("float32", "f32"),
    ("float64", "f64"),
];

/// A Go type expression.
#[derive(Clone, Debug, PartialEq)]
pub enum GoType {
    /// A predeclared or local named type.
    Named(String),
    /// `pkg.Name`.
    Qualified(String, String),
    Pointer(Box<GoType>),
    Slice(Box<GoType>),
    Map(Box<GoType>, Box<GoType>),
}

/// One struct field.
#[derive(Clone, Debug, PartialEq)]
pub struct GoField {
    /// The declared name; for an embedded field, its type's name.
    pub name: String,
    pub ty: GoType,
    pub embedded: bool,
    /// The `json` struct tag's name and options, when there is one.
    pub json: Option<(String, Vec<String>)>,
    pub doc: Vec<String>,
}

/// One type declaration.
#[derive(Clone, Debug, PartialEq)]
pub enum GoDecl {
    Struct {
        name: String,
        doc: Vec<String>,
        fields: Vec<GoField>,
    },
    /// `type Name T` (`alias`: `type Name = T`).
    Defined {
        name: String,
        doc: Vec<String>,
        ty: GoType,
        alias: bool,
    },
}

impl GoDecl {
    fn name(&self) -> &str {
        match self {
            GoDecl::Struct { name, .. } | GoDecl::Defined { name, .. } => name,
        }
    }
}

/// What one Go file declares: its types in order and its typed constants
/// (type name to `(constant, value)`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GoFile {
    pub decls: Vec<GoDecl>,
    /// Typed constants by type name, in declaration order.
    pub consts: BTreeMap<String, Vec<(String, ConstValue)>>,
    /// Import alias (or the path's last element) to import path.
    pub imports: BTreeMap<String, String>,
}

/// A typed constant's value: a string literal, or another package's
/// constant converted (`AddressType(v1.IPv4Protocol)`: import alias and
/// name), resolved when the enum's values are written.
#[derive(Clone, Debug, PartialEq)]
pub enum ConstValue {
    Text(String),
    Of { alias: String, name: String },
}

impl ConstValue {
    /// `"value"`, or `alias.Name` (an exported constant of an import).
    fn parse(expr: &str) -> Option<ConstValue> {
        if let Some(text) = expr.strip_prefix('"').and_then(|v| v.strip_suffix('"')) {
            return Some(ConstValue::Text(text.to_owned()));
        }
        let (alias, name) = expr.split_once('.')?;
        let ident = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        (ident(alias) && ident(name)).then(|| ConstValue::Of {
            alias: alias.to_owned(),
            name: name.to_owned(),
        })
    }
}

/// A parse error with its 1-based line.
fn error(line: usize, message: impl std::fmt::Display) -> String {
    format!("line {line}: {message}")
}

/// Parses a type expression (`*[]map[string]pkg.T`).
pub fn parse_type(text: &str) -> Result<GoType, String> {
    let text = text.trim();
    if let Some(rest) = text.strip_prefix('*') {
        return Ok(GoType::Pointer(Box::new(parse_type(rest)?)));
    }
    if let Some(rest) = text.strip_prefix("[]") {
        return Ok(GoType::Slice(Box::new(parse_type(rest)?)));
    }
    if let Some(rest) = text.strip_prefix("map[") {
        let mut depth = 1usize;
        for (i, c) in rest.char_indices() {
            match c {
                '[' => depth += 1,
                ']' => {
                    depth -= 1;
                    if depth == 0 {
                        let key = parse_type(&rest[..i])?;
                        let value = parse_type(&rest[i + 1..])?;
                        return Ok(GoType::Map(Box::new(key), Box::new(value)));
                    }
                }
                _ => {}
            }
        }
        return Err(format!("unclosed map key in `{text}`"));
    }
    let is_ident = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_alphanumeric() || c == '_');
    match text.split_once('.') {
        Some((pkg, name)) if is_ident(pkg) && is_ident(name) => Ok(GoType::Qualified(pkg.into(), name.into())),
        None if is_ident(text) => Ok(GoType::Named(text.into())),
        _ => Err(format!("unsupported type expression `{text}`")),
    }
}

/// The `json:"name,opts"` part of a struct tag.
fn json_tag(tag: &str) -> Option<(String, Vec<String>)> {
    let start = tag.find("json:\"")? + "json:\"".len();
    let end = start + tag[start..].find('"')?;
    let mut parts = tag[start..end].split(',');
    let name = parts.next().unwrap_or_default().to_owned();
    Some((name, parts.map(str::to_owned).collect()))
}

/// Parses one field line (`Name Type `tag``, `pkg.Embedded `tag``).
fn parse_field(line: &str, doc: Vec<String>) -> Result<Vec<GoField>, String> {
    let (decl, tag) = match (line.find('`'), line.rfind('`')) {
        (Some(open), Some(close)) if close > open => (&line[..open], Some(&line[open + 1..close])),
        _ => (line.split("//").next().unwrap_or(line), None),
    };
    if decl.contains("struct {") || decl.contains("interface {") {
        return Err(format!("anonymous struct or interface field `{}`", line.trim()));
    }
    let json = tag.and_then(json_tag);
    let words: Vec<&str> = decl.split_whitespace().collect();
    match words.as_slice() {
        [ty] => {
            let ty = parse_type(ty)?;
            let name = match &ty {
                GoType::Named(n) | GoType::Qualified(_, n) => n.clone(),
                GoType::Pointer(inner) => match inner.as_ref() {
                    GoType::Named(n) | GoType::Qualified(_, n) => n.clone(),
                    _ => return Err(format!("unsupported embedded field `{line}`")),
                },
                _ => return Err(format!("unsupported embedded field `{line}`")),
            };
            Ok(vec![GoField {
                name,
                ty,
                embedded: true,
                json,
                doc,
            }])
        }
        [names @ .., ty] if !names.is_empty() => {
            let ty = parse_type(ty)?;
            let names = names.join(" ");
            Ok(names
                .split(',')
                .map(|name| GoField {
                    name: name.trim().to_owned(),
                    ty: ty.clone(),
                    embedded: false,
                    json: json.clone(),
                    doc: doc.clone(),
                })
                .collect())
        }
        _ => Err(format!("unsupported field `{line}`")),
    }
}

/// Net `{` minus `}` on a line, outside strings, runes and comments.
fn brace_balance(line: &str) -> i64 {
    let mut balance = 0;
    let mut quote: Option<char> = None;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match (quote, c) {
            (Some('`'), '`') => quote = None,
            (Some(q), '\\') if q != '`' => {
                chars.next();
            }
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '`' | '\'') => quote = Some(c),
            (None, '/') if chars.peek() == Some(&'/') => break,
            (None, '{') => balance += 1,
            (None, '}') => balance -= 1,
            _ => {}
        }
    }
    balance
}

/// The comments gengo attaches to a declaration: the block right above it
/// and, for types, the block before that when one blank line separates them
/// (where `k8s.io/api` keeps `+genclient` and the like).
#[derive(Default)]
struct Comments {
    closest: Vec<String>,
    second: Vec<String>,
    blank_after_closest: bool,
}

impl Comments {
    fn line(&mut self, text: &str) {
        if self.blank_after_closest {
            self.second = std::mem::take(&mut self.closest);
            self.blank_after_closest = false;
        }
        self.closest.push(text.to_owned());
    }
    fn blank(&mut self) {
        if self.blank_after_closest {
            self.second.clear();
            self.closest.clear();
            self.blank_after_closest = false;
        } else if !self.closest.is_empty() {
            self.blank_after_closest = true;
        }
    }
    /// The doc of a field or constant: the closest block, if adjacent.
    fn take_doc(&mut self) -> Vec<String> {
        let doc = if self.blank_after_closest {
            Vec::new()
        } else {
            std::mem::take(&mut self.closest)
        };
        self.reset();
        doc
    }
    /// The doc of a type: the second block, a blank line, the closest.
    fn take_type_doc(&mut self) -> Vec<String> {
        let mut doc = std::mem::take(&mut self.second);
        if !self.blank_after_closest {
            let closest = std::mem::take(&mut self.closest);
            if !doc.is_empty() && !closest.is_empty() {
                doc.push(String::new());
            }
            doc.extend(closest);
        } else if !self.closest.is_empty() {
            // The closest block is detached: it is the "second" one.
            doc = std::mem::take(&mut self.closest);
        }
        self.reset();
        doc
    }
    fn reset(&mut self) {
        *self = Comments::default();
    }
}

/// The text of a `//` comment line (`// text` gives `text`).
fn comment_text(line: &str) -> Option<&str> {
    let rest = line.strip_prefix("//")?;
    Some(rest.strip_prefix(' ').unwrap_or(rest))
}

/// Parses a gofmt-formatted Go file's type declarations and typed constants.
pub fn parse_go(source: &str) -> Result<GoFile, String> {
    let mut file = GoFile::default();
    let mut comments = Comments::default();
    let lines: Vec<&str> = source.lines().collect();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i].trim();
        i += 1;
        if line.is_empty() {
            comments.blank();
        } else if let Some(text) = comment_text(line) {
            comments.line(text);
        } else if line.starts_with("/*") {
            while i <= lines.len() && !lines[i - 1].contains("*/") {
                i += 1;
            }
            comments.reset();
        } else if line == "type (" {
            comments.reset();
            while i < lines.len() && lines[i].trim() != ")" {
                let inner = lines[i].trim();
                i += 1;
                if inner.is_empty() {
                    comments.blank();
                } else if let Some(text) = comment_text(inner) {
                    comments.line(text);
                } else {
                    let doc = comments.take_type_doc();
                    let decl = parse_type_spec(inner, doc, &lines, &mut i)?;
                    file.decls.push(decl);
                }
            }
            i += 1;
        } else if let Some(spec) = line.strip_prefix("type ") {
            let doc = comments.take_type_doc();
            let decl = parse_type_spec(spec, doc, &lines, &mut i)?;
            file.decls.push(decl);
        } else if line == "const (" {
            comments.reset();
            while i < lines.len() && lines[i].trim() != ")" {
                parse_const(lines[i].trim(), &mut file.consts);
                i += 1;
            }
            i += 1;
        } else if let Some(spec) = line.strip_prefix("const ") {
            parse_const(spec, &mut file.consts);
            comments.reset();
        } else {
            // `package`, `import`, `var`, `func`: skip, with any body.
            comments.reset();
            let mut depth = brace_balance(line);
            if let Some(spec) = line.strip_prefix("import ").filter(|spec| *spec != "(") {
                parse_import(spec, &mut file.imports);
            }
            if line == "import (" {
                while i < lines.len() && lines[i].trim() != ")" {
                    parse_import(lines[i].trim(), &mut file.imports);
                    i += 1;
                }
                i += 1;
            }
            let opens_group = line.ends_with('(') && line.starts_with("var");
            if opens_group {
                while i < lines.len() && lines[i].trim() != ")" {
                    depth += brace_balance(lines[i]);
                    i += 1;
                }
                i += 1;
            }
            while depth > 0 && i < lines.len() {
                depth += brace_balance(lines[i]);
                i += 1;
            }
        }
    }
    Ok(file)
}

/// `alias "path"` or `"path"` of an import.
fn parse_import(line: &str, imports: &mut BTreeMap<String, String>) {
    let line = line.split("//").next().unwrap_or_default().trim();
    let (alias, path) = match line.split_once(char::is_whitespace) {
        Some((alias, path)) => (Some(alias), path.trim()),
        None => (None, line),
    };
    let Some(path) = path.strip_prefix('"').and_then(|p| p.strip_suffix('"')) else {
        return;
    };
    let alias = alias.unwrap_or_else(|| path.rsplit('/').next().unwrap_or(path));
    imports.insert(alias.to_owned(), path.to_owned());
}

/// `Name Type = "value"`, `Name = Type("value")` or `Name = Type(pkg.Name)`
/// lines of a const block (untyped constants and other forms are left).
fn parse_const(line: &str, consts: &mut BTreeMap<String, Vec<(String, ConstValue)>>) {
    let Some((lhs, value)) = line.split_once('=') else {
        return;
    };
    let words: Vec<&str> = lhs.split_whitespace().collect();
    let value = value.split("//").next().unwrap_or_default().trim();
    let typed = match words.as_slice() {
        [name, ty] => Some((*name, *ty, value)),
        // `Name = Type(value)`: a conversion.
        [name] => value
            .strip_suffix(')')
            .and_then(|v| v.split_once('('))
            .map(|(ty, inner)| (*name, ty.trim(), inner.trim())),
        _ => None,
    };
    if let Some((name, ty, Some(value))) = typed.map(|(n, t, v)| (n, t, ConstValue::parse(v))) {
        consts.entry(ty.to_owned()).or_default().push((name.to_owned(), value));
    }
}

/// The string value of a constant, following a conversion of another
/// package's constant to that package's declaration.
fn const_text(value: &ConstValue, cx: &Context<'_>) -> Result<String, String> {
    match value {
        ConstValue::Text(text) => Ok(text.clone()),
        ConstValue::Of { alias, name } => cx
            .file
            .imports
            .get(alias)
            .and_then(|path| cx.packages.get(path))
            .and_then(|file| file.consts.values().flatten().find(|(n, _)| n == name))
            .and_then(|(_, v)| match v {
                ConstValue::Text(text) => Some(text.clone()),
                ConstValue::Of { .. } => None,
            })
            .ok_or_else(|| format!("constant `{alias}.{name}` is not a string constant of a package read")),
    }
}

/// One type spec (`Name struct {` with its fields, `Name T`, `Name = T`);
/// `i` is the next line, advanced past a struct's body.
fn parse_type_spec(spec: &str, doc: Vec<String>, lines: &[&str], i: &mut usize) -> Result<GoDecl, String> {
    let spec = spec.split("//").next().unwrap_or_default().trim();
    let (name, rest) = spec
        .split_once(char::is_whitespace)
        .ok_or_else(|| error(*i, format!("`type {spec}`")))?;
    let rest = rest.trim();
    if rest == "struct{}" || rest == "struct {}" {
        return Ok(GoDecl::Struct {
            name: name.into(),
            doc,
            fields: Vec::new(),
        });
    }
    if rest == "struct {" {
        let mut fields = Vec::new();
        let mut comments = Comments::default();
        loop {
            let Some(line) = lines.get(*i).map(|l| l.trim()) else {
                return Err(error(*i, format!("struct {name} is not closed")));
            };
            *i += 1;
            if line == "}" {
                break;
            } else if line.starts_with("/*") {
                // A block comment: prose, no tags (gengo reads `//` lines).
                while *i <= lines.len() && !lines[*i - 1].contains("*/") {
                    *i += 1;
                }
            } else if line.is_empty() {
                comments.blank();
            } else if let Some(text) = comment_text(line) {
                comments.line(text);
            } else {
                let field = parse_field(line, comments.take_doc()).map_err(|e| error(*i, e))?;
                fields.extend(field);
            }
        }
        return Ok(GoDecl::Struct {
            name: name.into(),
            doc,
            fields,
        });
    }
    let (alias, ty) = match rest.strip_prefix('=') {
        Some(ty) => (true, ty),
        None => (false, rest),
    };
    let ty = parse_type(ty).map_err(|e| error(*i, e))?;
    Ok(GoDecl::Defined {
        name: name.into(),
        doc,
        ty,
        alias,
    })
}

/// Rust's keywords that Go field names can turn into.
const KEYWORDS: &[&str] = &[
    "type", "ref", "match", "loop", "mod", "move", "priv", "where", "use", "fn", "impl",
];

/// A field's Rust identifier. A plural acronym (`URLs`, `IPs`) is one word.
fn field_ident(go_name: &str) -> String {
    let chars: Vec<char> = go_name.chars().collect();
    let mut word = String::with_capacity(go_name.len());
    for (i, &c) in chars.iter().enumerate() {
        let acronym_before = i >= 2 && chars[i - 1].is_uppercase() && chars[i - 2].is_uppercase();
        let word_ends = chars.get(i + 1).is_none_or(|next| next.is_uppercase());
        word.push(if c == 's' && acronym_before && word_ends {
            'S'
        } else {
            c
        });
    }
    let snake = word.to_snake_case();
    if KEYWORDS.contains(&snake.as_str()) {
        format!("{snake}_")
    } else {
        snake
    }
}

/// What a type expression of one file resolves against.
pub struct Context<'a> {
    /// The file's package's import path.
    package: String,
    file: &'a GoFile,
    local: BTreeSet<String>,
    /// Whether the file is converted (its own types are then named as they
    /// are) or only read for the types converted ones use.
    converted: bool,
    /// Every parsed `k8s.io/api` package, by import path.
    packages: &'a BTreeMap<String, GoFile>,
    /// The release converted.
    release: &'a Release,
}

impl<'a> Context<'a> {
    pub fn new(
        package: &str,
        file: &'a GoFile,
        converted: bool,
        packages: &'a BTreeMap<String, GoFile>,
        release: &'a Release,
    ) -> Context<'a> {
        let local = file.decls.iter().map(|d| d.name().to_owned()).collect();
        Context {
            package: package.to_owned(),
            file,
            local,
            converted,
            packages,
            release,
        }
    }
}

/// The Rust module a converted `k8s.io/api` package is written to.
fn converted_module(path: &str, release: &Release) -> Option<String> {
    let rest = path.strip_prefix(K8S_API)?;
    release
        .group_versions
        .iter()
        .find(|(group, version, _)| rest == format!("{group}/{version}"))
        .map(|(group, version, _)| format!("{}::{group}::{version}::types", release.crate_path()))
}

/// The Rust type of a Go type expression. A type of another `k8s.io/api`
/// package is this crate's when that package is converted, else
/// `k8s-openapi`'s struct of that name (its tags are then not applied), or,
/// for a named non-struct type, its underlying type.
fn rust_type(ty: &GoType, cx: &Context<'_>) -> Result<String, String> {
    Ok(match ty {
        GoType::Named(name) => match PRIMITIVES.iter().find(|(go, _)| go == name) {
            Some((_, rust)) => (*rust).to_owned(),
            None if cx.local.contains(name) && cx.converted => name.clone(),
            None if cx.local.contains(name) => foreign_type(&cx.package, name, cx)?,
            None => {
                return Err(format!(
                    "type `{name}` is neither predeclared nor declared in the package"
                ))
            }
        },
        GoType::Qualified(alias, name) => {
            let Some(path) = cx.file.imports.get(alias) else {
                return Err(format!("`{alias}.{name}`: `{alias}` is not imported"));
            };
            if let Some((_, _, rust)) = EXTERNAL_TYPES.iter().find(|(p, n, _)| p == path && n == name) {
                (*rust).to_owned()
            } else if let Some(module) = converted_module(path, cx.release) {
                format!("{module}::{name}")
            } else if path.starts_with(K8S_API) {
                foreign_type(path, name, cx)?
            } else {
                return Err(format!(
                    "type `{path}.{name}` of another package has no Rust mapping (EXTERNAL_TYPES)"
                ));
            }
        }
        GoType::Pointer(inner) => format!("Option<{}>", rust_type(inner, cx)?),
        // `[]byte` is a base64 string in JSON: kept as that text.
        GoType::Slice(inner) if **inner == GoType::Named("byte".into()) => "String".to_owned(),
        GoType::Slice(inner) => format!("Vec<{}>", rust_type(inner, cx)?),
        GoType::Map(key, value) => format!("BTreeMap<{}, {}>", rust_type(key, cx)?, rust_type(value, cx)?),
    })
}

/// A type of an unconverted `k8s.io/api` package: `k8s-openapi`'s struct,
/// or the Rust type of a named type's underlying type.
fn foreign_type(path: &str, name: &str, cx: &Context<'_>) -> Result<String, String> {
    let Some(file) = cx.packages.get(path) else {
        return Err(format!("package `{path}` (of `{name}`) was not read"));
    };
    match file.decls.iter().find(|d| d.name() == name) {
        Some(GoDecl::Struct { .. }) => {
            let module = path.strip_prefix(K8S_API).unwrap_or(path).replace('/', "::");
            Ok(format!("k8s_openapi::api::{module}::{name}"))
        }
        Some(GoDecl::Defined { ty, .. }) => rust_type(ty, &Context::new(path, file, false, cx.packages, cx.release)),
        None => Err(format!("`{path}` declares no type `{name}`")),
    }
}

/// Writes Go doc lines as `///` (or `//!`) lines at `indent`.
/// `+k8s:customValidation` calls a hand-written function of the API
/// server's (kubernetes/kubernetes), which this crate does not have: the
/// tag is written as prose (without its `+`) so that validation-gen leaves
/// it, and the field's other tags still apply.
const HAND_WRITTEN: &str = "+k8s:customValidation";

fn write_doc(out: &mut String, doc: &[String], marker: &str, indent: &str) {
    for line in doc {
        let line = line.replace('\t', "    ");
        let line = match line.trim().strip_prefix(HAND_WRITTEN) {
            Some(rest) => format!("(not converted: `{HAND_WRITTEN}{rest}`, a hand-written function)"),
            None => line,
        };
        if line.is_empty() {
            let _ = writeln!(out, "{indent}{marker}");
        } else {
            let _ = writeln!(out, "{indent}{marker} {line}");
        }
    }
}

/// Whether a declaration's doc carries `+k8s:enum`, alone or as the
/// payload of a level (`+k8s:beta(since: "1.37")=+k8s:enum`): its values
/// are the type's constants, which the enum check needs either way.
fn is_enum(doc: &[String]) -> bool {
    doc.iter().any(|l| {
        let line = l.trim();
        line == "+k8s:enum" || line.ends_with("=+k8s:enum")
    })
}

const DERIVES: &str = "#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]";
const STRING_DERIVES: &str =
    "#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]";

/// The Rust source of one package's `types.rs`.
pub fn rust_types(cx: &Context<'_>, group_version: &str) -> Result<String, String> {
    let file = cx.file;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "//! The `{group_version}` API types, converted from `k8s.io/api` by `cargo xtask k8s-api`. DO NOT EDIT."
    );
    out.push_str(
        "\n#![allow(clippy::doc_lazy_continuation, clippy::doc_overindented_list_items, clippy::upper_case_acronyms)]\n\n",
    );
    let needs_map = file.decls.iter().any(|d| match d {
        GoDecl::Struct { fields, .. } => fields.iter().any(|f| has_map(&f.ty)),
        GoDecl::Defined { ty, .. } => has_map(ty),
    });
    if needs_map {
        out.push_str("use std::collections::BTreeMap;\n\n");
    }
    out.push_str("use serde::{Deserialize, Serialize};\n");
    for decl in &file.decls {
        out.push('\n');
        match decl {
            GoDecl::Struct { name, doc, fields } => {
                write_doc(&mut out, doc, "///", "");
                let _ = writeln!(out, "{DERIVES}\n#[serde(default)]\npub struct {name} {{");
                for field in fields {
                    write_field(&mut out, field, cx).map_err(|e| format!("{name}.{}: {e}", field.name))?;
                }
                out.push_str("}\n");
            }
            GoDecl::Defined {
                name,
                doc,
                ty,
                alias: true,
            } => {
                write_doc(&mut out, doc, "///", "");
                let _ = writeln!(out, "pub type {name} = {};", rust_type(ty, cx)?);
            }
            GoDecl::Defined {
                name,
                doc,
                ty,
                alias: false,
            } => {
                write_doc(&mut out, doc, "///", "");
                let inner = rust_type(ty, cx).map_err(|e| format!("{name}: {e}"))?;
                // A string type can be a map key (`map[ResourceName]...`).
                let derives = if inner == "String" { STRING_DERIVES } else { DERIVES };
                let _ = writeln!(out, "{derives}\n#[serde(transparent)]\npub struct {name}(pub {inner});");
                if let (true, Some(values)) = (is_enum(doc), file.consts.get(name)) {
                    let _ = writeln!(out, "\nimpl {name} {{");
                    for (constant, value) in values {
                        let value = const_text(value, cx).map_err(|e| format!("{name}: {e}"))?;
                        let _ = writeln!(
                            out,
                            "    pub const {}: &'static str = {value:?};",
                            constant
                                .strip_prefix(name.as_str())
                                .unwrap_or(constant)
                                .to_shouty_snake_case()
                        );
                    }
                    out.push_str("}\n");
                }
            }
        }
    }
    Ok(out)
}

fn has_map(ty: &GoType) -> bool {
    match ty {
        GoType::Map(..) => true,
        GoType::Pointer(inner) | GoType::Slice(inner) => has_map(inner),
        _ => false,
    }
}

/// One field: its doc, serde attributes and declaration.
fn write_field(out: &mut String, field: &GoField, cx: &Context<'_>) -> Result<(), String> {
    let (json_name, options) = field.json.clone().unwrap_or_else(|| (field.name.clone(), Vec::new()));
    if json_name == "-" {
        return Ok(());
    }
    write_doc(out, &field.doc, "///", "    ");
    let ty = rust_type(&field.ty, cx)?;
    if field.embedded && field.name == "TypeMeta" {
        let _ = writeln!(out, "    #[serde(skip)]\n    pub type_meta: {ty},");
        return Ok(());
    }
    if field.embedded && (json_name.is_empty() || options.iter().any(|o| o == "inline")) {
        let _ = writeln!(
            out,
            "    #[serde(flatten)]\n    pub {}: {ty},",
            field_ident(&field.name)
        );
        return Ok(());
    }
    let json_name = if json_name.is_empty() {
        field.name.clone()
    } else {
        json_name
    };
    let ident = if field.embedded {
        field_ident(&json_name)
    } else {
        field_ident(&field.name)
    };
    let skip = match &field.ty {
        GoType::Pointer(_) => ", skip_serializing_if = \"Option::is_none\"",
        GoType::Slice(_) if ty == "String" => "",
        GoType::Slice(_) if options.iter().any(|o| o == "omitempty") => ", skip_serializing_if = \"Vec::is_empty\"",
        GoType::Map(..) if options.iter().any(|o| o == "omitempty") => ", skip_serializing_if = \"BTreeMap::is_empty\"",
        _ => "",
    };
    let _ = writeln!(
        out,
        "    #[serde(rename = \"{json_name}\"{skip})]\n    pub {ident}: {ty},"
    );
    Ok(())
}

/// The `mod.rs` of one package: `doc.go`'s package tags (less its own
/// `validation-gen` options) and this crate's.
fn rust_module(doc_go: &GoDocGo, crate_path: &str, group: &str, version: &str, api_version: &str) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "//! Package `{api_version}`, converted from `k8s.io/api` by `cargo xtask k8s-api`\n//! (its `doc.go`'s tags below). DO NOT EDIT.\n//!"
    );
    let tags: Vec<String> = doc_go
        .tags
        .iter()
        .filter(|t| !t.starts_with("+k8s:validation-gen"))
        .cloned()
        .chain([
            "+k8s:validation-gen=TypeMeta".to_owned(),
            format!("+k8s:validation-gen-input={crate_path}::{group}::{version}::types"),
        ])
        .collect();
    write_doc(&mut out, &tags, "//!", "");
    out.push_str("\npub mod types;\n\ninclude!(\"zz_generated_validations.rs\");\n");
    out
}

/// The tags of a package's `doc.go`.
struct GoDocGo {
    group_name: String,
    tags: Vec<String>,
}

fn parse_doc_go(source: &str) -> GoDocGo {
    let tags: Vec<String> = source
        .lines()
        .filter_map(comment_text)
        .filter(|t| t.starts_with('+'))
        .map(str::to_owned)
        .collect();
    let group_name = tags
        .iter()
        .find_map(|t| t.strip_prefix("+groupName="))
        .unwrap_or_default()
        .trim()
        .to_owned();
    GoDocGo { group_name, tags }
}

/// Whether a declaration is a list kind (it embeds `ListMeta`). Lists are
/// left out: the API server never validates one as an object, and their
/// `items` carry no requiredness tag, which validation-gen's lint requires.
fn is_list(decl: &GoDecl) -> bool {
    match decl {
        GoDecl::Struct { fields, .. } => fields.iter().any(|f| f.embedded && f.name == "ListMeta"),
        // `type List metav1.List` (core/v1).
        GoDecl::Defined { ty, .. } => matches!(ty, GoType::Qualified(_, name) if name == "List"),
    }
}

/// The root kinds of a package: structs embedding both `TypeMeta` and
/// `ObjectMeta` (lists embed `ListMeta`), less subresources' types.
pub fn root_kinds(file: &GoFile) -> Vec<String> {
    file.decls
        .iter()
        .filter_map(|d| match d {
            GoDecl::Struct { name, doc, fields } => {
                let embeds = |n: &str| fields.iter().any(|f| f.embedded && f.name == n);
                // A subresource's type (`Scale`) is no kind of its own.
                let subresource = doc.iter().any(|l| l.trim().starts_with("+k8s:isSubresource"));
                (embeds("TypeMeta") && embeds("ObjectMeta") && !subresource).then(|| name.clone())
            }
            GoDecl::Defined { .. } => None,
        })
        .collect()
}

/// The `kinds.rs` dispatch table (API version and kind to the decoding
/// of its type and its registered validation) and the registration of every
/// converted package's roots.
fn rust_kinds(crate_path: &str, packages: &[(String, String, String, Vec<String>)]) -> String {
    let mut out = String::from(
        "// Converted from `k8s.io/api` by `cargo xtask k8s-api`. DO NOT EDIT.\n\n\
         /// The root kinds of the converted packages: `(apiVersion, kind, type)`. A kind whose tags\n\
         /// give it no validation is not registered by its package (see [`crate::has_kind`]).\n\
         pub(crate) const KINDS: &[(&str, &str, crate::Kind)] = &[\n",
    );
    for (group, version, api_version, kinds) in packages {
        for kind in kinds {
            let _ = writeln!(
                out,
                "    (\"{api_version}\", \"{kind}\", crate::Kind::of::<{crate_path}::{group}::{version}::types::{kind}>()),"
            );
        }
    }
    out.push_str(
        "];\n\n/// Registers the validation of every converted package's roots.\n\
         pub(crate) fn register_all(scheme: &mut validation_runtime::Scheme) {\n",
    );
    for (group, version, _, _) in packages {
        let _ = writeln!(
            out,
            "    {crate_path}::{group}::{version}::register_validations(scheme);"
        );
    }
    out.push_str("}\n");
    out
}

/// The group modules' declarations, written between these markers in
/// `lib.rs` (validation-gen finds modules through `mod` items, not through
/// `include!`).
const GROUPS_BEGIN: &str = "// BEGIN groups (written by `cargo xtask k8s-api`)\n";
const GROUPS_END: &str = "// END groups\n";

/// `lib.rs` with its group module list replaced.
fn with_groups(lib_rs: &str, groups: &BTreeMap<&str, Vec<&str>>) -> Result<String, String> {
    let (Some(begin), Some(end)) = (lib_rs.find(GROUPS_BEGIN), lib_rs.find(GROUPS_END)) else {
        return Err(format!(
            "lib.rs has no `{}` ... `{}` block",
            GROUPS_BEGIN.trim(),
            GROUPS_END.trim()
        ));
    };
    let mut out = lib_rs[..begin + GROUPS_BEGIN.len()].to_owned();
    for group in groups.keys() {
        let _ = writeln!(out, "pub mod {group};");
    }
    out.push_str(&lib_rs[end..]);
    Ok(out)
}

/// The declarative validation tags (not other generators') of a file.
fn tag_count(file: &GoFile) -> usize {
    const OTHER_GENERATORS: &[&str] = &[
        "+k8s:deepcopy-gen",
        "+k8s:openapi",
        "+k8s:protobuf",
        "+k8s:prerelease-lifecycle-gen",
        "+k8s:conversion-gen",
    ];
    let is_tag = |line: &&String| {
        let line = line.trim();
        line.starts_with("+k8s:") && !OTHER_GENERATORS.iter().any(|p| line.starts_with(p))
    };
    file.decls
        .iter()
        .map(|d| match d {
            GoDecl::Struct { doc, fields, .. } => {
                doc.iter().filter(is_tag).count()
                    + fields
                        .iter()
                        .map(|f| f.doc.iter().filter(is_tag).count())
                        .sum::<usize>()
            }
            GoDecl::Defined { doc, .. } => doc.iter().filter(is_tag).count(),
        })
        .sum()
}

fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}

fn write(path: &Path, text: &str) -> Result<(), String> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
}

/// `group/version`, or `version` for the core group (no group name).
fn api_version(group_name: &str, version: &str) -> String {
    if group_name.is_empty() {
        version.to_owned()
    } else {
        format!("{group_name}/{version}")
    }
}

/// The `types.go` of every converted package and of every `k8s.io/api`
/// package they import, transitively, by import path.
fn read_packages(from: &Path, release: &Release) -> Result<BTreeMap<String, GoFile>, String> {
    let mut parsed = BTreeMap::new();
    let mut pending: Vec<String> = release
        .group_versions
        .iter()
        .map(|(group, version, _)| format!("{K8S_API}{group}/{version}"))
        .collect();
    while let Some(path) = pending.pop() {
        if parsed.contains_key(&path) {
            continue;
        }
        let types_go = from.join(path.strip_prefix(K8S_API).unwrap_or(&path)).join("types.go");
        let file = parse_go(&read(&types_go)?).map_err(|e| format!("{}: {e}", types_go.display()))?;
        pending.extend(file.imports.values().filter(|p| p.starts_with(K8S_API)).cloned());
        parsed.insert(path, file);
    }
    Ok(parsed)
}

const USAGE: &str = "usage: cargo xtask k8s-api --from PATH [--release 1.N] (a k8s.io/api checkout of that release)";

/// `cargo xtask k8s-api --from PATH [--release 1.N]` (default: the newest
/// release).
pub fn k8s_api(options: &[&str]) -> Result<(), String> {
    let (from, version) = match options {
        ["--from", from] => (from, RELEASES[0].version),
        ["--from", from, "--release", version] | ["--release", version, "--from", from] => (from, *version),
        _ => return Err(USAGE.into()),
    };
    let Some(release) = RELEASES.iter().find(|r| r.version == version) else {
        let known: Vec<&str> = RELEASES.iter().map(|r| r.version).collect();
        return Err(format!(
            "no release {version} is converted (known: {})",
            known.join(", ")
        ));
    };
    convert(Path::new(from), release)
}

/// Writes one release's group/versions, its `kinds.rs` and its group module
/// list (in `lib.rs`, or the release module's `mod.rs`).
fn convert(from: &Path, release: &Release) -> Result<(), String> {
    let src = crate::workspace_root().join(CRATE).join("src");
    let root = match release.module {
        Some(module) => src.join(module),
        None => src.clone(),
    };
    let crate_path = release.crate_path();
    let parsed = read_packages(from, release)?;
    let mut packages = Vec::new();
    let mut groups: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for (group, version, group_name) in release.group_versions {
        let path = format!("{K8S_API}{group}/{version}");
        let dir = from.join(group).join(version);
        let mut file = parsed.get(&path).cloned().unwrap_or_default();
        let declared = file.decls.len();
        file.decls.retain(|d| !is_list(d));
        let doc_go = parse_doc_go(&read(&dir.join("doc.go"))?);
        if !doc_go.group_name.is_empty() && doc_go.group_name != *group_name {
            return Err(format!(
                "{}: +groupName is {:?}, not {group_name}",
                dir.display(),
                doc_go.group_name
            ));
        }
        let api_version = api_version(group_name, version);
        let out = root.join(group).join(version);
        let cx = Context::new(&path, &file, true, &parsed, release);
        write(
            &out.join("types.rs"),
            &rust_types(&cx, &api_version).map_err(|e| format!("{path}: {e}"))?,
        )?;
        write(
            &out.join("mod.rs"),
            &rust_module(&doc_go, &crate_path, group, version, &api_version),
        )?;
        let kinds = root_kinds(&file);
        let tags = tag_count(&file);
        println!(
            "k8s-api {}: {api_version}: {} types ({} lists left out), {tags} `+k8s:` validation tags, kinds {}",
            release.version,
            file.decls.len(),
            declared - file.decls.len(),
            kinds.join(", ")
        );
        packages.push(((*group).to_owned(), (*version).to_owned(), api_version, kinds));
        groups.entry(group).or_default().push(version);
    }
    for (group, versions) in &groups {
        let mut text = format!("//! The `{group}` API group.\n\n");
        for version in versions {
            let _ = writeln!(text, "pub mod {version};");
        }
        write(&root.join(group).join("mod.rs"), &text)?;
    }
    write(&root.join("kinds.rs"), &rust_kinds(&crate_path, &packages))?;
    let module_rs = match release.module {
        Some(_) => root.join("mod.rs"),
        None => root.join("lib.rs"),
    };
    let text = match release.module {
        Some(module) => release_module(release.version, module, &groups),
        None => with_groups(&read(&module_rs)?, &groups)?,
    };
    write(&module_rs, &text)?;
    rustfmt(&root, release)
}

/// The `mod.rs` of an older release's module: its kinds table and groups.
fn release_module(version: &str, module: &str, groups: &BTreeMap<&str, Vec<&str>>) -> String {
    let mut out = format!(
        "//! The group/versions of Kubernetes {version}'s `k8s.io/api` whose declarative\n\
         //! validation differs from the newest release's, converted by\n\
         //! `cargo xtask k8s-api --release {version}` (`crate::{module}`). DO NOT EDIT.\n\n\
         pub(crate) mod kinds;\n\n{GROUPS_BEGIN}"
    );
    for group in groups.keys() {
        let _ = writeln!(out, "pub mod {group};");
    }
    out.push_str(GROUPS_END);
    out
}

/// Formats what was written as `cargo fmt` would (the repo's rustfmt.toml),
/// so that converting again changes nothing.
fn rustfmt(root: &Path, release: &Release) -> Result<(), String> {
    let mut files = vec![root.join("kinds.rs")];
    if release.module.is_some() {
        files.push(root.join("mod.rs"));
    }
    for (group, version, _) in release.group_versions {
        files.extend([
            root.join(group).join("mod.rs"),
            root.join(group).join(version).join("types.rs"),
        ]);
        files.push(root.join(group).join(version).join("mod.rs"));
    }
    let status = std::process::Command::new("rustfmt")
        .args(["--edition", "2021"])
        .args(&files)
        .current_dir(crate::workspace_root())
        .status()
        .map_err(|e| format!("rustfmt: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("rustfmt failed: {status}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOURCE: &str = r#"package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// +genclient
// +k8s:prerelease-lifecycle-gen:introduced=1.8

// Thing is a thing.
type Thing struct {
	metav1.TypeMeta `json:",inline"`
	// +optional
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`

	// items of the thing.
	// +k8s:beta(since: "1.37")=+k8s:required
	Items []Item `json:"items" protobuf:"bytes,2,rep,name=items"`
	// Mode is optional.
	Mode *Mode `json:"mode,omitempty"`
	Labels map[string][]string `json:"labels,omitempty"`
}

func (t *Thing) String() string {
	if t == nil { return "}" }
	return ""
}

// Mode says how.
// +k8s:enum
type Mode string

const (
	// ModeFast is fast.
	ModeFast Mode = "Fast"
	ModeSlow Mode = "Slow"
)

type Item struct {
	// +k8s:required
	Type string `json:"type"`
}
"#;

    #[test]
    fn parses_structs_fields_docs_and_constants() {
        let file = parse_go(SOURCE).unwrap();
        let names: Vec<&str> = file.decls.iter().map(GoDecl::name).collect();
        assert_eq!(names, ["Thing", "Mode", "Item"]);
        let GoDecl::Struct { doc, fields, .. } = &file.decls[0] else {
            panic!("not a struct")
        };
        assert_eq!(
            doc,
            &[
                "+genclient",
                "+k8s:prerelease-lifecycle-gen:introduced=1.8",
                "",
                "Thing is a thing."
            ]
        );
        assert_eq!(fields.len(), 5);
        assert!(fields[0].embedded && fields[1].embedded);
        assert_eq!(
            fields[1].json,
            Some(("metadata".to_owned(), vec!["omitempty".to_owned()]))
        );
        assert_eq!(
            fields[2].doc,
            ["items of the thing.", "+k8s:beta(since: \"1.37\")=+k8s:required"]
        );
        assert_eq!(fields[2].ty, GoType::Slice(Box::new(GoType::Named("Item".into()))));
        assert_eq!(fields[3].ty, GoType::Pointer(Box::new(GoType::Named("Mode".into()))));
        assert_eq!(
            fields[4].ty,
            GoType::Map(
                Box::new(GoType::Named("string".into())),
                Box::new(GoType::Slice(Box::new(GoType::Named("string".into()))))
            )
        );
        assert_eq!(
            file.consts["Mode"],
            [
                ("ModeFast".to_owned(), ConstValue::Text("Fast".to_owned())),
                ("ModeSlow".to_owned(), ConstValue::Text("Slow".to_owned()))
            ]
        );
        assert_eq!(root_kinds(&file), ["Thing"]);
    }

    #[test]
    fn writes_serde_shapes_and_keeps_tags() {
        let file = parse_go(SOURCE).unwrap();
        let packages = BTreeMap::new();
        let rust = rust_types(
            &Context::new("k8s.io/api/example/v1", &file, true, &packages, &RELEASES[0]),
            "example/v1",
        )
        .unwrap();
        for expected in [
            "    #[serde(skip)]\n    pub type_meta: crate::meta::TypeMeta,\n",
            "    #[serde(rename = \"metadata\")]\n    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,\n",
            "    /// +k8s:beta(since: \"1.37\")=+k8s:required\n    #[serde(rename = \"items\")]\n    pub items: Vec<Item>,\n",
            "    #[serde(rename = \"mode\", skip_serializing_if = \"Option::is_none\")]\n    pub mode: Option<Mode>,\n",
            "pub labels: BTreeMap<String, Vec<String>>,",
            "#[serde(transparent)]\npub struct Mode(pub String);\n\nimpl Mode {\n    pub const FAST: &'static str = \"Fast\";\n",
            "    #[serde(rename = \"type\")]\n    pub type_: String,\n",
        ] {
            assert!(rust.contains(expected), "missing {expected:?} in\n{rust}");
        }
    }

    #[test]
    fn types_of_other_k8s_api_packages() {
        // `k8s.io/api/other/v1` is not converted: its structs are
        // k8s-openapi's, its named types their underlying types.
        let mut other = parse_go(
            "type ResourceName string\n\ntype ResourceList map[ResourceName]resource.Quantity\n\ntype Toleration struct {\n}\n",
        )
        .unwrap();
        other
            .imports
            .insert("resource".into(), "k8s.io/apimachinery/pkg/api/resource".into());
        let node = parse_go(
            "import (\n\tv1 \"k8s.io/api/other/v1\"\n\tcorev1 \"k8s.io/api/core/v1\"\n)\n\ntype Overhead struct {\n\tPodFixed v1.ResourceList `json:\"podFixed,omitempty\"`\n\tTolerations []v1.Toleration `json:\"tolerations,omitempty\"`\n\tTaint *corev1.Taint `json:\"taint,omitempty\"`\n}\n",
        )
        .unwrap();
        let packages = BTreeMap::from([("k8s.io/api/other/v1".to_owned(), other)]);
        let rust = rust_types(
            &Context::new("k8s.io/api/node/v1", &node, true, &packages, &RELEASES[0]),
            "node.k8s.io/v1",
        )
        .unwrap();
        for expected in [
            "pub pod_fixed: BTreeMap<String, k8s_openapi::apimachinery::pkg::api::resource::Quantity>,",
            "pub tolerations: Vec<k8s_openapi::api::other::v1::Toleration>,",
            // core/v1 is converted: its types are this crate's.
            "pub taint: Option<crate::core::v1::types::Taint>,",
        ] {
            assert!(rust.contains(expected), "missing {expected:?} in\n{rust}");
        }
    }

    #[test]
    fn group_modules_are_written_between_the_markers() {
        let lib_rs = format!("mod kinds;\n\n{GROUPS_BEGIN}pub mod old;\n{GROUPS_END}\nuse x;\n");
        let groups = BTreeMap::from([("rbac", vec!["v1"]), ("apps", vec!["v1"])]);
        assert_eq!(
            with_groups(&lib_rs, &groups).unwrap(),
            format!("mod kinds;\n\n{GROUPS_BEGIN}pub mod apps;\npub mod rbac;\n{GROUPS_END}\nuse x;\n")
        );
        assert!(with_groups("mod kinds;\n", &groups).is_err());
    }

    #[test]
    fn constants_converted_from_literals_and_other_packages() {
        let mut consts = BTreeMap::new();
        for line in [
            "AddressTypeIPv4 = AddressType(v1.IPv4Protocol)",
            "AddressTypeFQDN = AddressType(\"FQDN\")",
            "ModeFast Mode = \"Fast\" // fast",
            "maxItems = 8",
            "Limit int32 = 8",
        ] {
            parse_const(line, &mut consts);
        }
        assert_eq!(
            consts["AddressType"],
            [
                (
                    "AddressTypeIPv4".to_owned(),
                    ConstValue::Of {
                        alias: "v1".into(),
                        name: "IPv4Protocol".into()
                    }
                ),
                ("AddressTypeFQDN".to_owned(), ConstValue::Text("FQDN".into())),
            ]
        );
        assert_eq!(
            consts["Mode"],
            [("ModeFast".to_owned(), ConstValue::Text("Fast".into()))]
        );
        assert_eq!(consts.len(), 2);
    }

    #[test]
    fn enums_under_a_level_keep_their_values() {
        let doc = |line: &str| vec!["Effect says how.".to_owned(), line.to_owned()];
        assert!(is_enum(&doc("+k8s:enum")));
        assert!(is_enum(&doc("+k8s:beta(since: \"1.37\")=+k8s:enum")));
        assert!(!is_enum(&doc("+enum")));
        assert!(!is_enum(&doc("+k8s:enumerated")));
    }

    #[test]
    fn field_identifiers() {
        assert_eq!(field_ident("NonResourceURLs"), "non_resource_urls");
        assert_eq!(field_ident("PodIPs"), "pod_ips");
        assert_eq!(field_ident("APIGroups"), "api_groups");
        assert_eq!(field_ident("Type"), "type_");
        assert_eq!(field_ident("Status"), "status");
    }

    #[test]
    fn unknown_types_and_lines_are_errors() {
        let unmapped = "import \"example.com/core\"\n\ntype T struct {\n\tX core.Pod `json:\"x\"`\n}\n";
        let file = parse_go(unmapped).unwrap();
        assert_eq!(file.imports["core"], "example.com/core");
        let packages = BTreeMap::new();
        let err = rust_types(
            &Context::new("k8s.io/api/g/v", &file, true, &packages, &RELEASES[0]),
            "g/v",
        )
        .unwrap_err();
        assert_eq!(
            err,
            "T.X: type `example.com/core.Pod` of another package has no Rust mapping (EXTERNAL_TYPES)"
        );
        let missing = "type T struct {\n\tY other.Pod `json:\"y\"`\n}\n";
        let file = parse_go(missing).unwrap();
        let err = rust_types(
            &Context::new("k8s.io/api/g/v", &file, true, &packages, &RELEASES[0]),
            "g/v",
        )
        .unwrap_err();
        assert_eq!(err, "T.Y: `other.Pod`: `other` is not imported");
        let anonymous = "type T struct {\n\tX struct {\n}\n";
        assert_eq!(
            parse_go(anonymous).unwrap_err(),
            "line 2: anonymous struct or interface field `X struct {`"
        );
        assert_eq!(
            parse_type("func()").unwrap_err(),
            "unsupported type expression `func()`"
        );
    }
}
