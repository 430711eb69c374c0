//! Built-in kinds through the command: each of Deployment, Service,
//! ConfigMap and Secret with a typo'd field, a wrong type and a missing
//! required field, per Kubernetes version where the schema differs; a
//! removed API version; a tree of built-ins and custom resources.

mod support;

use support::{check, crd, foo, Case};

const DEPLOYMENT: &str = "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec:\n  selector: {matchLabels: {app: web}}\n  template:\n    metadata: {labels: {app: web}}\n    spec:\n      containers: [{name: main, image: web:1}]\n";

fn deployment(extra_spec: &str) -> String {
    DEPLOYMENT.replace("spec:\n  selector", &format!("spec:\n{extra_spec}  selector"))
}

fn case(name: &'static str, version: &'static str, text: String, status: i32, stdout: &'static str) -> Case {
    let args: &'static [&'static str] = match version {
        "1.28" => &["--kube-version", "1.28", "m.yaml"],
        "1.30" => &["--kube-version", "1.30", "m.yaml"],
        _ => &["--kube-version", "1.37", "m.yaml"],
    };
    Case {
        name,
        files: vec![("m.yaml", text)],
        args,
        stdin: String::new(),
        status,
        stdout,
    }
}

#[test]
fn deployments() {
    check(vec![
        case("a valid Deployment", "1.28", DEPLOYMENT.to_owned(), 0, ""),
        case("a valid Deployment", "1.37", DEPLOYMENT.to_owned(), 0, ""),
        case(
            "a typo'd field is strict decoding's unknown field, at its line",
            "1.37",
            deployment("  replica: 2\n"),
            1,
            "m.yaml:5: Deployment in version \"v1\" cannot be handled as a Deployment: strict decoding error: unknown field \"spec.replica\"\n",
        ),
        case(
            "a wrong type is the Go decoder's error",
            "1.28",
            deployment("  replicas: \"2\"\n"),
            1,
            "m.yaml:1: Deployment in version \"v1\" cannot be handled as a Deployment: json: cannot unmarshal string into Go struct field DeploymentSpec.spec.replicas of type int32\n",
        ),
        case(
            "a container without an image (the API server's Go check)",
            "1.30",
            DEPLOYMENT.replace(", image: web:1", ""),
            1,
            "m.yaml:9: Deployment.apps \"web\" is invalid: spec.template.spec.containers[0].image: Required value\n",
        ),
        // 1.37's schema marks `spec` required; 1.30's does not.
        case(
            "no spec, 1.37",
            "1.37",
            "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\n".to_owned(),
            1,
            "m.yaml:1: Deployment.apps \"web\" is invalid: spec: Required value\n",
        ),
        case(
            "no spec, 1.30",
            "1.30",
            "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\n".to_owned(),
            0,
            "",
        ),
        // Pod-level resources came with 1.32.
        case(
            "a field of a later release is unknown, 1.30",
            "1.30",
            DEPLOYMENT.replace("      containers:", "      resources: {limits: {cpu: \"1\"}}\n      containers:"),
            1,
            "m.yaml:9: Deployment in version \"v1\" cannot be handled as a Deployment: strict decoding error: unknown field \"spec.template.spec.resources\"\n",
        ),
        case(
            "a field of a later release is known, 1.37",
            "1.37",
            DEPLOYMENT.replace("      containers:", "      resources: {limits: {cpu: \"1\"}}\n      containers:"),
            0,
            "",
        ),
        case(
            "extensions/v1beta1, removed in 1.16: the API server's error and the hint",
            "1.37",
            "apiVersion: extensions/v1beta1\nkind: Deployment\nmetadata: {name: old}\n".to_owned(),
            1,
            "m.yaml:1: no matches for kind \"Deployment\" in version \"extensions/v1beta1\" (extensions/v1beta1 Deployment was removed in Kubernetes 1.16; use apps/v1)\n",
        ),
        case(
            "a kind added after the release asked for",
            "1.30",
            "apiVersion: resource.k8s.io/v1\nkind: ResourceClaim\nmetadata: {name: c}\nspec: {}\n".to_owned(),
            1,
            "m.yaml:1: no matches for kind \"ResourceClaim\" in version \"resource.k8s.io/v1\" (resource.k8s.io/v1 ResourceClaim was added in Kubernetes 1.34, after 1.30)\n",
        ),
        case(
            "the same kind in the release that added it",
            "1.37",
            "apiVersion: resource.k8s.io/v1\nkind: ResourceClaim\nmetadata: {name: c}\nspec: {}\n".to_owned(),
            0,
            "",
        ),
    ]);
}

#[test]
fn removed_versions_stay_errors_with_ignore_unknown_kinds() {
    check(vec![Case {
        name: "--ignore-unknown-kinds: an unknown kind is a warning, a removed one an error",
        files: vec![(
            "m.yaml",
            "apiVersion: extensions/v1beta1\nkind: Deployment\nmetadata: {name: old}\n---\napiVersion: example.com/v1\nkind: Foo\nmetadata: {name: f}\n".to_owned(),
        )],
        args: &["--ignore-unknown-kinds", "m.yaml"],
        stdin: String::new(),
        status: 1,
        stdout: "m.yaml:1: no matches for kind \"Deployment\" in version \"extensions/v1beta1\" (extensions/v1beta1 Deployment was removed in Kubernetes 1.16; use apps/v1)\nm.yaml:5: Warning: no matches for kind \"Foo\" in version \"example.com/v1\" (not checked)\n",
    }]);
}

#[test]
fn services_config_maps_and_secrets() {
    let service = |spec: &str| format!("apiVersion: v1\nkind: Service\nmetadata: {{name: svc}}\nspec:\n{spec}");
    let config_map = |rest: &str| format!("apiVersion: v1\nkind: ConfigMap\nmetadata: {{name: cm}}\n{rest}");
    let secret = |rest: &str| format!("apiVersion: v1\nkind: Secret\nmetadata: {{name: s}}\n{rest}");
    check(vec![
        case("a valid Service", "1.28", service("  ports: [{port: 80}]\n  selector: {app: web}\n"), 0, ""),
        case(
            "Service: a typo'd field",
            "1.28",
            service("  ports: [{port: 80}]\n  selecter: {app: web}\n"),
            1,
            "m.yaml:6: Service in version \"v1\" cannot be handled as a Service: strict decoding error: unknown field \"spec.selecter\"\n",
        ),
        case(
            "Service: a wrong type",
            "1.37",
            service("  ports: [{port: \"80\"}]\n"),
            1,
            "m.yaml:1: Service in version \"v1\" cannot be handled as a Service: json: cannot unmarshal string into Go struct field ServicePort.spec.ports.port of type int32\n",
        ),
        case(
            "Service: a port without its required number",
            "1.37",
            service("  ports: [{targetPort: 80}]\n"),
            1,
            "m.yaml:5: Service \"svc\" is invalid: spec.ports[0].port: Required value\n",
        ),
        // trafficDistribution came with 1.30.
        case(
            "Service: a field of a later release, 1.28",
            "1.28",
            service("  ports: [{port: 80}]\n  trafficDistribution: PreferClose\n"),
            1,
            "m.yaml:6: Service in version \"v1\" cannot be handled as a Service: strict decoding error: unknown field \"spec.trafficDistribution\"\n",
        ),
        case(
            "Service: a field of a later release, 1.30",
            "1.30",
            service("  ports: [{port: 80}]\n  trafficDistribution: PreferClose\n"),
            0,
            "",
        ),
        case("a valid ConfigMap", "1.37", config_map("data: {a: x}\nbinaryData: {b: aGk=}\n"), 0, ""),
        case(
            "ConfigMap: a typo'd field",
            "1.37",
            config_map("dta: {a: x}\n"),
            1,
            "m.yaml:4: ConfigMap in version \"v1\" cannot be handled as a ConfigMap: strict decoding error: unknown field \"dta\"\n",
        ),
        case(
            "ConfigMap: a wrong type",
            "1.28",
            config_map("data: {replicas: 3}\n"),
            1,
            "m.yaml:1: ConfigMap in version \"v1\" cannot be handled as a ConfigMap: json: cannot unmarshal number into Go struct field ConfigMap.data of type string\n",
        ),
        case(
            "ConfigMap: the required name is missing",
            "1.37",
            "apiVersion: v1\nkind: ConfigMap\ndata: {a: x}\n".to_owned(),
            1,
            "m.yaml:1: ConfigMap \"\" is invalid: metadata.name: Required value: name or generateName is required\n",
        ),
        case("a valid Secret, empty data included", "1.30", secret("data: {a: aGk=, b: ''}\n"), 0, ""),
        case(
            "Secret: a typo'd field",
            "1.30",
            secret("strngData: {password: admin}\n"),
            1,
            "m.yaml:4: Secret in version \"v1\" cannot be handled as a Secret: strict decoding error: unknown field \"strngData\"\n",
        ),
        case(
            "Secret: data that is not base64",
            "1.37",
            secret("data: {password: admin}\n"),
            1,
            "m.yaml:1: Secret in version \"v1\" cannot be handled as a Secret: illegal base64 data at input byte 4\n",
        ),
        case(
            "Secret: a repeated key is strict decoding's duplicate",
            "1.37",
            secret("type: Opaque\ntype: Opaque\n"),
            1,
            "m.yaml:5: Secret in version \"v1\" cannot be handled as a Secret: strict decoding error: yaml: unmarshal errors:\n  line 5: key \"type\" already set in map\n",
        ),
    ]);
}

#[test]
fn a_tree_of_built_ins_and_custom_resources() {
    check(vec![Case {
        name: "CRD, custom resources and built-ins in one tree",
        files: vec![
            ("deploy/crds/foo.yaml", crd().1),
            ("deploy/app/deployment.yaml", DEPLOYMENT.to_owned()),
            (
                "deploy/app/service.yaml",
                "apiVersion: v1\nkind: Service\nmetadata: {name: web}\nspec:\n  ports: [{port: 80, protocol: TCP}]\n".to_owned(),
            ),
            (
                "deploy/app/foo.yaml",
                format!(
                    "{}---\n{}",
                    foo("a", "  replicas: 3\n"),
                    foo("b", "  replicas: 11\n")
                ),
            ),
            (
                "deploy/app/old.yaml",
                "apiVersion: policy/v1beta1\nkind: PodDisruptionBudget\nmetadata: {name: pdb}\n".to_owned(),
            ),
        ],
        args: &["--local-crds", "deploy/crds", "--kube-version", "1.30", "deploy/app"],
        stdin: String::new(),
        status: 1,
        stdout: "deploy/app/foo.yaml:13: Foo.example.com \"b\" is invalid: spec.replicas: Invalid value: 11: spec.replicas in body should be less than or equal to 10\n\
deploy/app/old.yaml:1: no matches for kind \"PodDisruptionBudget\" in version \"policy/v1beta1\" (policy/v1beta1 PodDisruptionBudget was removed in Kubernetes 1.25; use policy/v1)\n",
    }]);
}
