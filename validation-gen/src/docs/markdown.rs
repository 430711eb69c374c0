//! The tag reference as Markdown: an index table, then one section per tag
//! (project tags, built-in tags, generator tags).

use std::fmt::Write;

use super::reference::{ArgDoc, GeneratorTagDoc, PayloadDoc, Reference, TagDoc};

pub fn render(reference: &Reference) -> String {
    let mut out = String::new();
    let registered: Vec<&TagDoc> = reference.tags.iter().filter(|t| !t.builtin).collect();
    let builtin: Vec<&TagDoc> = reference.tags.iter().filter(|t| t.builtin).collect();
    header(&mut out, reference, registered.len(), builtin.len());
    index(&mut out, reference);
    if !registered.is_empty() {
        out.push_str(
            "\n## Registered tags\n\nTags this program registers on top of validation-gen's \
             (`Registry::register`).\n",
        );
        registered.iter().for_each(|t| tag_section(&mut out, t));
    }
    if !builtin.is_empty() {
        out.push_str("\n## Built-in tags\n");
        builtin.iter().for_each(|t| tag_section(&mut out, t));
    }
    if !reference.generator_tags.is_empty() {
        generator_section(&mut out, &reference.generator_tags);
    }
    out
}

fn header(out: &mut String, reference: &Reference, registered: usize, builtin: usize) {
    let mut counts = match (registered, builtin) {
        (0, _) => plural(builtin, "validation tag"),
        (_, 0) => format!(
            "{} registered by this program (for the built-in ones, see `validation-gen --docs`)",
            plural(registered, "validation tag")
        ),
        _ => format!(
            "{} ({registered} registered by this program, {builtin} built in)",
            plural(registered + builtin, "validation tag")
        ),
    };
    if !reference.generator_tags.is_empty() {
        let _ = write!(
            counts,
            " and {}",
            plural(reference.generator_tags.len(), "generator tag")
        );
    }
    let _ = write!(
        out,
        "# Tag reference\n\n\
         <!-- Generated from the tag registry by `validation_gen::docs` (`validation-gen --docs`). Do not edit. -->\n\n\
         {counts}. Tags go in doc comments as `+<tag>` lines: on a type \
         definition (*type definitions*), a struct field (*struct fields*), an enum constant or variant \
         (*constant values*), or, through `k8s:eachVal`, `k8s:eachKey` and `k8s:item`, on list elements \
         (*list values*), map keys and map values. Arguments go in parentheses (`+k8s:tag(\"positional\", \
         name: \"value\")`), the payload after `=`; a *tag* payload chains another tag \
         (`+k8s:eachVal=+k8s:minimum=0`).\n\n\
         **Stability** is the tag's maturity; Kubernetes' lint rules want Alpha and Beta tags \
         wrapped in `k8s:alpha=+` / `k8s:beta=+` (or used in an alpha / beta module).\n\n\
         Examples are complete items, or struct fields to place in a struct with \
         `#[serde(rename_all = \"camelCase\")]` (arguments name fields by their JSON names); a test \
         generates every built-in example.\n"
    );
}

/// Scope phrases as the index's short legend.
fn scope_letters(scopes: &[&str]) -> String {
    let letters: Vec<&str> = scopes
        .iter()
        .map(|s| match *s {
            "type definitions" => "T",
            "struct fields" => "F",
            "list values" => "LV",
            "map keys" => "MK",
            "map values" => "MV",
            "constant values" => "C",
            other => other,
        })
        .collect();
    letters.join(" ")
}

fn index(out: &mut String, reference: &Reference) {
    out.push_str(
        "\n## Index\n\nScopes: T type definitions, F struct fields, LV list values, MK map keys, \
         MV map values, C constant values.\n\n\
         | Tag | Stability | Scopes | Arguments | Payload |\n| --- | --- | --- | --- | --- |\n",
    );
    for tag in &reference.tags {
        let marker = if tag.builtin { "" } else { " (registered)" };
        let _ = writeln!(
            out,
            "| [`{}`](#{}){marker} | {} | {} | {} | {} |",
            tag.name,
            anchor(tag.name),
            tag.stability,
            scope_letters(&tag.scopes),
            cell(&args_summary(tag)),
            payload_summary(&tag.payload),
        );
    }
    if reference.generator_tags.is_empty() {
        return;
    }
    out.push_str("\n| Generator tag | Written in | Value |\n| --- | --- | --- |\n");
    for tag in &reference.generator_tags {
        let value = if tag.value.is_empty() { "none" } else { tag.value };
        let _ = writeln!(
            out,
            "| [`{}`](#{}) | {} | {} |",
            tag.name,
            anchor(tag.name),
            tag.placement,
            cell(value)
        );
    }
}

fn args_summary(tag: &TagDoc) -> String {
    let mut parts: Vec<String> = tag
        .args
        .iter()
        .map(|a| {
            let name = a.name.map_or_else(|| "positional".to_string(), |n| format!("`{n}`"));
            format!("{name} ({}{})", a.kind, if a.required { ", req." } else { "" })
        })
        .collect();
    if tag.accepts_unknown_args {
        parts.push("any named".to_string());
    }
    if parts.is_empty() {
        "–".to_string()
    } else {
        parts.join(", ")
    }
}

fn payload_summary(payload: &PayloadDoc) -> String {
    match (payload.kind.as_str(), payload.required) {
        ("none", _) => "–".to_string(),
        (kind, true) => format!("{kind}, req."),
        (kind, false) => format!("{kind}, opt."),
    }
}

fn payload_sentence(payload: &PayloadDoc) -> String {
    let what = match payload.kind.as_str() {
        "none" => return "none.".to_string(),
        "tag" => "a chained tag (`=+<tag>`)",
        "string" => "a string (`=value` or `=\"value\"`)",
        "int" => "an integer",
        "bool" => "a boolean",
        "raw" => "a string, integer or boolean of the value's type",
        other => other,
    };
    format!("{what}, {}.", if payload.required { "required" } else { "optional" })
}

fn tag_section(out: &mut String, tag: &TagDoc) {
    let _ = write!(
        out,
        "\n### `{}`\n\n**Stability:** {} · **Scopes:** {}\n\n**Payload:** {}\n\n",
        tag.name,
        tag.stability,
        tag.scopes.join(", "),
        payload_sentence(&tag.payload),
    );
    args_table(out, &tag.args, tag.accepts_unknown_args);
    let _ = writeln!(out, "{}", tag.description);
    if let Some(in_crd) = &tag.in_crd {
        let _ = writeln!(out, "\n**In a CRD schema** {in_crd}.");
    }
    example(out, tag.example);
}

fn args_table(out: &mut String, args: &[ArgDoc], accepts_unknown: bool) {
    if args.is_empty() && !accepts_unknown {
        out.push_str("**Arguments:** none.\n\n");
        return;
    }
    out.push_str("**Arguments:**\n\n| Argument | Kind | Required | Description |\n| --- | --- | --- | --- |\n");
    for arg in args {
        let name = arg
            .name
            .map_or_else(|| "(positional)".to_string(), |n| format!("`{n}`"));
        let required = if arg.required { "yes" } else { "no" };
        let _ = writeln!(
            out,
            "| {name} | {} | {required} | {} |",
            arg.kind,
            cell(arg.description)
        );
    }
    if accepts_unknown {
        out.push_str("| *any other name* | string, int or bool | – | accepted; see the description |\n");
    }
    out.push('\n');
}

/// A fenced Rust example; a bare tag (`+k8s:...`) becomes a doc-comment line.
fn example(out: &mut String, text: &str) {
    let text = text.trim();
    if text.is_empty() {
        return;
    }
    out.push_str("\n```rust\n");
    for line in text.lines() {
        if line.starts_with('+') {
            let _ = writeln!(out, "/// {line}");
        } else {
            let _ = writeln!(out, "{line}");
        }
    }
    out.push_str("```\n");
}

fn generator_section(out: &mut String, tags: &[GeneratorTagDoc]) {
    out.push_str(
        "\n## Generator tags\n\nRead by the generator itself (root selection, input selection, \
         subresources, lint) rather than turned into checks. One more tag is read but is not a `k8s:` \
         tag: `+default=<json>` on a field, the value the server fills in, which `k8s:optional` takes \
         into account.\n",
    );
    for tag in tags {
        let value = if tag.value.is_empty() {
            "none".to_string()
        } else {
            tag.value.to_string()
        };
        let _ = write!(
            out,
            "\n### `{}`\n\n**Written in:** {} · **Value:** {value}\n\n{}\n",
            tag.name, tag.placement, tag.description,
        );
        example(out, tag.example);
    }
}

/// The heading anchor GitHub gives "### `name`": lowercase, punctuation
/// other than `-` and `_` dropped.
fn anchor(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_alphanumeric() || *c == '-' || *c == '_')
        .flat_map(char::to_lowercase)
        .collect()
}

fn plural(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// Text safe inside a table cell.
fn cell(text: &str) -> String {
    text.replace('|', "\\|").replace('\n', " ")
}
