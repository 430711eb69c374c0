//! Built-in kinds' declarative (`+k8s:`) validation through the command,
//! with the API server's messages (kubernetes/kubernetes'
//! `pkg/registry/rbac/*/declarative_validation_test.go`, 1.37: a missing
//! `roleRef.name` or `subjects[i].name` is `Required value`), after the
//! schema checks and only for the version the validations are of.

mod support;

use support::{check, run_in, Case};

const BINDING: &str = "apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRoleBinding\nmetadata: {name: readers}\nroleRef:\n  apiGroup: rbac.authorization.k8s.io\n  kind: ClusterRole\n  name: view\nsubjects:\n- kind: User\n  apiGroup: rbac.authorization.k8s.io\n  name: alice\n";

fn case(name: &'static str, args: &'static [&'static str], text: String, status: i32, stdout: &'static str) -> Case {
    Case {
        name,
        files: vec![("m.yaml", text)],
        args,
        stdin: String::new(),
        status,
        stdout,
    }
}

const NEWEST: &[&str] = &["m.yaml"];
const V1_37: &[&str] = &["--kube-version", "1.37", "m.yaml"];
const V1_36: &[&str] = &["--kube-version", "1.36", "m.yaml"];

#[test]
fn cluster_role_bindings() {
    check(vec![
        case("a valid ClusterRoleBinding", NEWEST, BINDING.to_owned(), 0, ""),
        case(
            "an empty roleRef.name is required, at its line",
            V1_37,
            BINDING.replace("name: view", "name: \"\""),
            1,
            "m.yaml:7: ClusterRoleBinding.rbac.authorization.k8s.io \"readers\" is invalid: roleRef.name: Required value\n",
        ),
        case(
            "an empty subject name, and the roleRef's after it (declaration order)",
            NEWEST,
            BINDING.replace("name: view", "name: \"\"").replace("name: alice", "name: \"\""),
            1,
            "m.yaml:11: ClusterRoleBinding.rbac.authorization.k8s.io \"readers\" is invalid: subjects[0].name: Required value\nm.yaml:7: ClusterRoleBinding.rbac.authorization.k8s.io \"readers\" is invalid: roleRef.name: Required value\n",
        ),
        case(
            "1.36 has no declarative validation here",
            V1_36,
            BINDING.replace("name: view", "name: \"\""),
            0,
            "",
        ),
    ]);
}

#[test]
fn roles_and_role_bindings() {
    let role = "apiVersion: rbac.authorization.k8s.io/v1\nkind: Role\nmetadata: {name: pods, namespace: default}\nrules:\n- apiGroups: [\"\"]\n  resources: [pods]\n  verbs: [get]\n- apiGroups: [\"\"]\n  resources: [secrets]\n  verbs: []\n";
    let binding = BINDING
        .replace("ClusterRoleBinding", "RoleBinding")
        .replace("{name: readers}", "{name: readers, namespace: default}");
    check(vec![
        case(
            "a rule without verbs",
            NEWEST,
            role.to_owned(),
            1,
            "m.yaml:10: Role.rbac.authorization.k8s.io \"pods\" is invalid: rules[1].verbs: Required value\n",
        ),
        case("a valid RoleBinding", NEWEST, binding.clone(), 0, ""),
        case(
            "a RoleBinding's subject without a name",
            NEWEST,
            binding.replace("name: alice", "name: \"\""),
            1,
            "m.yaml:11: RoleBinding.rbac.authorization.k8s.io \"readers\" is invalid: subjects[0].name: Required value\n",
        ),
    ]);
}

#[test]
fn updates_with_old_manifests() {
    let empty_role_ref = BINDING.replace("name: view", "name: \"\"");
    let update = |name: &'static str, old: &str, text: String, status: i32, stdout: &'static str| Case {
        name,
        files: vec![("m.yaml", text), ("old.yaml", old.to_owned())],
        args: &["m.yaml", "--old", "old.yaml"],
        stdin: String::new(),
        status,
        stdout,
    };
    check(vec![
        update(
            "an update emptying a subject's name",
            BINDING,
            BINDING.replace("name: alice", "name: \"\""),
            1,
            "m.yaml:11: ClusterRoleBinding.rbac.authorization.k8s.io \"readers\" is invalid: subjects[0].name: Required value\n",
        ),
        // Declarative validation ratchets: an unchanged field is not
        // validated again on update.
        update("an unchanged empty roleRef.name", &empty_role_ref, empty_role_ref.clone(), 0, ""),
        // `roleRef` is immutable only as an alpha validation, which the API
        // server does not enforce by default and which stops the field's
        // other validations; the hand-written `cannot change roleRef` is
        // not made here.
        update("a changed roleRef", BINDING, BINDING.replace("name: view", "name: edit"), 0, ""),
    ]);
}

#[test]
fn volume_attachments() {
    let attachment = |attacher: &str| {
        format!("apiVersion: storage.k8s.io/v1\nkind: VolumeAttachment\nmetadata: {{name: va}}\nspec:\n  attacher: \"{attacher}\"\n  source: {{persistentVolumeName: pv-001}}\n  nodeName: node-1\n")
    };
    check(vec![
        case("a valid VolumeAttachment", NEWEST, attachment("example.com"), 0, ""),
        case(
            "an attacher over 63 characters",
            NEWEST,
            attachment(&"a".repeat(64)),
            1,
            "m.yaml:5: VolumeAttachment.storage.k8s.io \"va\" is invalid: spec.attacher: Too long: may not be more than 63 characters\n",
        ),
        case(
            "an attacher that is no DNS subdomain",
            NEWEST,
            attachment("asdadasd&@!"),
            1,
            "m.yaml:5: VolumeAttachment.storage.k8s.io \"va\" is invalid: spec.attacher: Invalid value: \"asdadasd&@!\": an RFC 1123 subdomain must consist of alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'Example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')\n",
        ),
    ]);
}

/// 30,000 subjects without a name: one error each, in one pass (a report
/// that compared each new error with all earlier ones took minutes).
#[test]
fn thirty_thousand_declarative_errors_are_reported_in_one_pass() {
    let n = 30_000;
    let mut binding = String::from("apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRoleBinding\nmetadata: {name: many}\nroleRef: {apiGroup: rbac.authorization.k8s.io, kind: ClusterRole, name: view}\nsubjects:\n");
    for _ in 0..n {
        binding.push_str("- {kind: User, name: \"\"}\n");
    }
    let got = run_in(&[("m.yaml", &binding)], &["m.yaml"], "");
    assert_eq!(got.status, 1);
    let expected: String = (0..n)
        .map(|i| {
            format!(
                "m.yaml:{}: ClusterRoleBinding.rbac.authorization.k8s.io \"many\" is invalid: subjects[{i}].name: Required value\n",
                6 + i
            )
        })
        .collect();
    assert_eq!(got.stdout, expected);
}

/// Kinds whose validation asks about feature gates run with the version's
/// defaults: a plain Job and CronJob are valid (an unset gate would be an
/// internal error).
#[test]
fn jobs_with_the_default_feature_gates() {
    let job = "apiVersion: batch/v1\nkind: Job\nmetadata: {name: j}\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      containers: [{name: c, image: busybox}]\n";
    let cron_job = "apiVersion: batch/v1\nkind: CronJob\nmetadata: {name: c}\nspec:\n  schedule: \"* * * * *\"\n  jobTemplate:\n    spec:\n      template:\n        spec:\n          restartPolicy: Never\n          containers: [{name: c, image: busybox}]\n";
    check(vec![
        case("a valid Job", NEWEST, job.to_owned(), 0, ""),
        case("a valid CronJob", NEWEST, cron_job.to_owned(), 0, ""),
    ]);
}

const V1_35: &[&str] = &["--kube-version", "1.35", "m.yaml"];

/// Each version's own declarative validation: 1.37's alpha
/// `lifecycle.k8s.io/v1alpha1`; 1.36's alpha
/// `scheduling.k8s.io/v1alpha2` and `resource.k8s.io/v1alpha3` kinds are
/// validated declaratively only (stable-level tags, enforced); 1.37 no
/// longer serves `scheduling.k8s.io/v1alpha2`; 1.35 enforces no declarative
/// validation.
#[test]
fn each_version_its_own_validations() {
    let workload = "apiVersion: scheduling.k8s.io/v1alpha2\nkind: Workload\nmetadata: {name: w, namespace: default}\nspec:\n  podGroupTemplates:\n  - name: workers\n    schedulingPolicy:\n      gang: {minCount: 4}\n";
    let request = "apiVersion: resource.k8s.io/v1alpha3\nkind: ResourcePoolStatusRequest\nmetadata: {name: r}\nspec:\n  driver: dra.example.com\n  limit: 1001\n";
    let slice = "apiVersion: discovery.k8s.io/v1\nkind: EndpointSlice\nmetadata: {name: web-abc, namespace: default}\naddressType: IPv4\nendpoints:\n- addresses: [10.0.0.1]\n";
    let rule = "apiVersion: resource.k8s.io/v1alpha3\nkind: DeviceTaintRule\nmetadata: {name: r}\nspec:\n  taint: {key: example.com/broken}\n";
    check(vec![
        case("a valid 1.36 Workload", V1_36, workload.to_owned(), 0, ""),
        case("a valid 1.37 EndpointSlice (its addressType enum is beta)", V1_37, slice.to_owned(), 0, ""),
        case(
            "a 1.37 EndpointSlice of an unknown address type",
            V1_37,
            slice.replace("IPv4", "IPv5"),
            1,
            "m.yaml:4: EndpointSlice.discovery.k8s.io \"web-abc\" is invalid: addressType: Unsupported value: \"IPv5\": supported values: \"FQDN\", \"IPv4\", \"IPv6\"\n",
        ),
        case(
            "a 1.37 EvictionRequest (lifecycle.k8s.io/v1alpha1)",
            V1_37,
            "apiVersion: lifecycle.k8s.io/v1alpha1\nkind: EvictionRequest\nmetadata: {name: er, namespace: default}\nspec:\n  target:\n    pod: {name: web-0, uid: 4f0c6a9e-0000-4000-8000-000000000001}\n  requester: example.com/drainer\n  intent: Evict\n".to_owned(),
            1,
            "m.yaml:8: EvictionRequest.lifecycle.k8s.io \"er\" is invalid: spec.intent: Unsupported value: \"Evict\": supported values: \"Eviction\", \"Withdrawn\"\n",
        ),
        case(
            "a 1.36 Workload template with an invalid name and no policy",
            V1_36,
            workload.replace("- name: workers", "- name: Workers_").replace("      gang: {minCount: 4}\n", "      {}\n"),
            1,
            "m.yaml:6: Workload.scheduling.k8s.io \"w\" is invalid: spec.podGroupTemplates[0].name: Invalid value: \"Workers_\": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')\nm.yaml:7: Workload.scheduling.k8s.io \"w\" is invalid: spec.podGroupTemplates[0].schedulingPolicy: Invalid value: \"\": must specify one of: `basic`, `gang`\n",
        ),
        case(
            "1.37 does not serve scheduling.k8s.io/v1alpha2",
            V1_37,
            workload.to_owned(),
            1,
            "m.yaml:1: no matches for kind \"Workload\" in version \"scheduling.k8s.io/v1alpha2\" (scheduling.k8s.io/v1alpha2 Workload was removed in Kubernetes 1.37; use scheduling.k8s.io/v1beta1)\n",
        ),
        case(
            "a 1.36 request over the limit",
            V1_36,
            request.to_owned(),
            1,
            "m.yaml:6: ResourcePoolStatusRequest.resource.k8s.io \"r\" is invalid: spec.limit: Invalid value: 1001: must be less than or equal to 1000\n",
        ),
        case(
            "a 1.36 DeviceTaintRule without an effect (the schema says so too, once)",
            V1_36,
            rule.to_owned(),
            1,
            "m.yaml:5: DeviceTaintRule.resource.k8s.io \"r\" is invalid: spec.taint.effect: Required value\n",
        ),
        case(
            "a 1.36 DeviceTaintRule with an unknown effect",
            V1_36,
            rule.replace("broken}", "broken, effect: Sometimes}"),
            1,
            "m.yaml:5: DeviceTaintRule.resource.k8s.io \"r\" is invalid: spec.taint.effect: Unsupported value: \"Sometimes\": supported values: \"NoExecute\", \"NoSchedule\", \"None\"\n",
        ),
        // 1.35's API server rejects it with its hand-written validation,
        // which this tool does not have.
        case("1.35 enforces no declarative validation", V1_35, rule.replace("broken}", "broken, effect: Sometimes}"), 0, ""),
    ]);
}
