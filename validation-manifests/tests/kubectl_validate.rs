//! kubectl-validate's own test cases (`testcases/manifests` of
//! kubernetes-sigs/kubectl-validate), transcribed as facts: each case's
//! manifest is written here (`tests/kubectl_validate/manifests`, reduced to
//! what the case is about), with kubectl-validate's verdict per document
//! and the first line of what it says, and this tool's exact output. Run
//! as kubectl-validate runs them: Kubernetes 1.30 (its default) and its
//! CRDs folder. Every case must give kubectl-validate's verdicts; the
//! differences in wording are listed in the README ("Offline manifest
//! validation").

use serde_json::Value;
use validation_manifests::{run, Io};

use Verdict::{Invalid, Valid};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    Valid,
    Invalid,
}

struct Case {
    /// The case's file name in kubectl-validate, without `.yaml`.
    name: &'static str,
    /// kubectl-validate's verdict for each document that is not empty.
    kubectl_validate: &'static [Verdict],
    /// Its message (`; ` between documents; `...` where cut): kept to
    /// compare wording, not asserted.
    #[allow(dead_code)]
    kubectl_validate_says: &'static str,
    /// This tool's whole output.
    stdout: &'static str,
}

const CASES: &[Case] = &[
    Case {
        name: "apiservice",
        kubectl_validate: &[Valid],
        kubectl_validate_says: "",
        stdout: "",
    },
    Case {
        name: "configmap",
        kubectl_validate: &[Valid],
        kubectl_validate_says: "",
        stdout: "",
    },
    Case {
        name: "deployment_with_strategy",
        kubectl_validate: &[Valid],
        kubectl_validate_says: "",
        stdout: "",
    },
    Case {
        name: "empty",
        kubectl_validate: &[],
        kubectl_validate_says: "",
        stdout: "",
    },
    Case {
        name: "empty_secret",
        kubectl_validate: &[Valid],
        kubectl_validate_says: "",
        stdout: "",
    },
    Case {
        name: "empty_with_document",
        kubectl_validate: &[],
        kubectl_validate_says: "",
        stdout: "",
    },
    Case {
        name: "error_array_instead_of_map",
        kubectl_validate: &[Invalid],
        kubectl_validate_says: "ConfigMap.core \"my-deployment\" is invalid: data: Invalid value: \"array\": data in body must be of type object: \"array\"",
        stdout: "tests/kubectl_validate/manifests/error_array_instead_of_map.yaml:1: ConfigMap in version \"v1\" cannot be handled as a ConfigMap: json: cannot unmarshal array into Go struct field ConfigMap.data of type map[string]string\n",
    },
    Case {
        name: "error_cel_basic",
        kubectl_validate: &[Invalid],
        kubectl_validate_says: "CELBasic.stable.example.com \"my-basic\" is invalid: value: Invalid value: -3: Must be positive non-zero",
        stdout: "tests/kubectl_validate/manifests/error_cel_basic.yaml:4: CELBasic.stable.example.com \"basic\" is invalid: value: Invalid value: \"integer\": Must be positive non-zero\n",
    },
    Case {
        name: "error_cel_basic_multiple",
        kubectl_validate: &[Invalid],
        kubectl_validate_says: "CELBasic.stable.example.com \"my-basic\" is invalid: <nil>: Invalid value: Other must be a multiple of value",
        stdout: "tests/kubectl_validate/manifests/error_cel_basic_multiple.yaml:1: CELBasic.stable.example.com \"basic\" is invalid: <nil>: Invalid value: \"object\": Other must be a multiple of value\n",
    },
    Case {
        name: "error_crd_typo",
        kubectl_validate: &[Invalid],
        kubectl_validate_says: "CustomResourceDefinition.apiextensions.k8s.io \"customresourcedefinitions.apiextensions.k8s.io\" is invalid: spec.validation.openAPIV3Schema.properties[spec].properties[message].type: Unsupported value: \"strign\": supported values: \"array\", \"boolean\", \"integer\", \"number\", \"object\", \"string\"",
        stdout: "tests/kubectl_validate/manifests/error_crd_typo.yaml:19: CustomResourceDefinition.apiextensions.k8s.io \"notes.example.com\" is invalid: spec.validation.openAPIV3Schema.properties[spec].properties[message].type: Unsupported value: \"strign\": supported values: \"array\", \"boolean\", \"integer\", \"number\", \"object\", \"string\"\n",
    },
    Case {
        name: "error_enum_invalid",
        kubectl_validate: &[Invalid],
        kubectl_validate_says: "Pod.core \"nginx-pod\" is invalid: spec.containers[0].ports[0].protocol: Unsupported value: \"udp\": supported values: \"SCTP\", \"TCP\", \"UDP\"",
        stdout: "tests/kubectl_validate/manifests/error_enum_invalid.yaml:9: Pod \"pod\" is invalid: spec.containers[0].ports[0].protocol: Unsupported value: \"udp\": supported values: \"SCTP\", \"TCP\", \"UDP\"\n",
    },
    Case {
        name: "error_indentation",
        kubectl_validate: &[Invalid],
        kubectl_validate_says: " \"\" is invalid: containers: Invalid value: value provided for unknown field",
        stdout: "tests/kubectl_validate/manifests/error_indentation.yaml:5: Pod in version \"v1\" cannot be handled as a Pod: strict decoding error: unknown field \"containers\"\n",
    },
    Case {
        name: "error_invalid_kind",
        kubectl_validate: &[Invalid],
        kubectl_validate_says: "Internal error occurred: failed to retrieve validator: kind configmap not found in v1 groupversion",
        stdout: "tests/kubectl_validate/manifests/error_invalid_kind.yaml:1: no matches for kind \"configmap\" in version \"v1\"\n",
    },
    Case {
        name: "error_invalid_label",
        kubectl_validate: &[Invalid],
        kubectl_validate_says: "ConfigMap.core \"x\" is invalid: metadata.labels: Invalid value: \"_\": a valid label must be ...",
        stdout: "tests/kubectl_validate/manifests/error_invalid_label.yaml:5: ConfigMap \"x\" is invalid: metadata.labels: Invalid value: \"_\": a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')\n",
    },
    Case {
        name: "error_invalid_name",
        kubectl_validate: &[Invalid],
        kubectl_validate_says: "ConfigMap.core \"x.com^2\" is invalid: metadata.name: Invalid value: \"x.com^2\": a lowercase RFC 1123 subdomain must consist of ...",
        stdout: "tests/kubectl_validate/manifests/error_invalid_name.yaml:3: ConfigMap \"x.com^2\" is invalid: metadata.name: Invalid value: \"x.com^2\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')\n",
    },
    Case {
        name: "error_invalid_protocol_type",
        kubectl_validate: &[Invalid],
        kubectl_validate_says: "Pod.core \"nginx-pod\" is invalid: [spec.containers[0].ports[0].protocol: Invalid value: \"integer\": spec.containers[0].ports[0].protocol in body must be of type string: \"integer\", spec.containers[0].ports[0].protocol: Unsupported value: 22: supported values: \"SCTP\", \"TCP\", \"UDP\"]",
        stdout: "tests/kubectl_validate/manifests/error_invalid_protocol_type.yaml:1: Pod in version \"v1\" cannot be handled as a Pod: json: cannot unmarshal number into Go struct field ContainerPort.spec.containers.ports.protocol of type string\n",
    },
    Case {
        name: "error_map_instead_of_array",
        kubectl_validate: &[Invalid],
        kubectl_validate_says: "Internal error occurred: json: cannot unmarshal object into Go struct field ObjectMeta.finalizers of type []string",
        stdout: "tests/kubectl_validate/manifests/error_map_instead_of_array.yaml:1: ConfigMap in version \"v1\" cannot be handled as a ConfigMap: json: cannot unmarshal object into Go struct field ObjectMeta.metadata.finalizers of type []string\n",
    },
    Case {
        name: "error_missing_image",
        kubectl_validate: &[Invalid],
        kubectl_validate_says: "Pod.core \"nginx-pod\" is invalid: spec.containers[0].image: Required value",
        stdout: "tests/kubectl_validate/manifests/error_missing_image.yaml:6: Pod \"pod\" is invalid: spec.containers[0].image: Required value\n",
    },
    Case {
        name: "error_missing_image_deployment",
        kubectl_validate: &[Invalid],
        kubectl_validate_says: "Deployment.apps \"api-deprecation\" is invalid: spec.template.spec.containers[0].image: Required value",
        stdout: "tests/kubectl_validate/manifests/error_missing_image_deployment.yaml:11: Deployment.apps \"web\" is invalid: spec.template.spec.containers[0].image: Required value\n",
    },
    Case {
        name: "error_missing_name",
        kubectl_validate: &[Invalid],
        kubectl_validate_says: "ConfigMap.core \"\" is invalid: metadata.name: Required value: name or generateName is required",
        stdout: "tests/kubectl_validate/manifests/error_missing_name.yaml:1: ConfigMap \"\" is invalid: metadata.name: Required value: name or generateName is required\n",
    },
    Case {
        name: "error_misspelled_key",
        kubectl_validate: &[Invalid],
        kubectl_validate_says: " \"\" is invalid: spec.contAIN3rz: Invalid value: value provided for unknown field",
        stdout: "tests/kubectl_validate/manifests/error_misspelled_key.yaml:5: Pod in version \"v1\" cannot be handled as a Pod: strict decoding error: unknown field \"spec.contAIN3rz\"\n",
    },
    Case {
        name: "error_multiple_fields",
        kubectl_validate: &[Invalid],
        kubectl_validate_says: "failed to unmarshal document to YAML: line 24: key \"containers\" already set in map",
        stdout: "tests/kubectl_validate/manifests/error_multiple_fields.yaml:8: Pod in version \"v1\" cannot be handled as a Pod: strict decoding error: yaml: unmarshal errors:\n  line 8: key \"containers\" already set in map\n",
    },
    Case {
        name: "error_multiple_resources_all_invalid",
        kubectl_validate: &[Invalid, Invalid],
        kubectl_validate_says: " \"\" is invalid: spec.contAIN3rz: Invalid value: value provided for unknown field; ConfigMap.core \"\" is invalid: metadata.name: Required value: name or generateName is required",
        stdout: "tests/kubectl_validate/manifests/error_multiple_resources_all_invalid.yaml:5: Pod in version \"v1\" cannot be handled as a Pod: strict decoding error: unknown field \"spec.contAIN3rz\"\ntests/kubectl_validate/manifests/error_multiple_resources_all_invalid.yaml:8: ConfigMap \"\" is invalid: metadata.name: Required value: name or generateName is required\n",
    },
    Case {
        name: "error_multiple_resources_one_invalid",
        kubectl_validate: &[Invalid, Valid],
        kubectl_validate_says: " \"\" is invalid: spec.contAIN3rz: Invalid value: value provided for unknown field",
        stdout: "tests/kubectl_validate/manifests/error_multiple_resources_one_invalid.yaml:5: Pod in version \"v1\" cannot be handled as a Pod: strict decoding error: unknown field \"spec.contAIN3rz\"\n",
    },
    Case {
        name: "error_name_exceeds_max_length",
        kubectl_validate: &[Invalid],
        kubectl_validate_says: "ConfigMap.core \"thisisavery...\" is invalid: metadata.name: Invalid value: \"thisisavery...\": must be no more than 253 characters",
        stdout: "tests/kubectl_validate/manifests/error_name_exceeds_max_length.yaml:4: ConfigMap \"elevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevenchars\" is invalid: metadata.name: Invalid value: \"elevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevencharselevenchars\": must be no more than 253 characters\n",
    },
    Case {
        name: "error_quantity",
        kubectl_validate: &[Invalid],
        kubectl_validate_says: "Pod.core \"my-pod\" is invalid: [<nil>: Invalid value: \"\": \"spec.containers[0].resources.requests.cpu\" must validate one and only one schema (oneOf). Found none valid, spec.containers[0].resources.requests.cpu: Invalid value: \"boolean\": spec.containers[0].resources.requests.cpu in body must be of type string: \"boolean\"]",
        stdout: "tests/kubectl_validate/manifests/error_quantity.yaml:1: Pod in version \"v1\" cannot be handled as a Pod: quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'\n",
    },
    Case {
        name: "error_x_list_map_default",
        kubectl_validate: &[Invalid],
        kubectl_validate_says: "CELBasic.stable.example.com \"my-basic\" is invalid: map_list[1]: Duplicate value: {\"containerPort\":88,\"protocol\":\"TCP\"}",
        stdout: "tests/kubectl_validate/manifests/error_x_list_map_default.yaml:6: CELBasic.stable.example.com \"basic\" is invalid: map_list[1]: Duplicate value: map[string]interface {}{\"containerPort\":88, \"protocol\":\"TCP\"}\n",
    },
    Case {
        name: "error_x_list_map_duplicate_key",
        kubectl_validate: &[Invalid],
        kubectl_validate_says: "Pod.core \"nginx-pod\" is invalid: spec.containers[0].ports[2]: Duplicate value: {\"containerPort\":88,\"protocol\":\"TCP\"}",
        stdout: "tests/kubectl_validate/manifests/error_x_list_map_duplicate_key.yaml:11: Pod \"pod\" is invalid: spec.containers[0].ports[2]: Duplicate value: map[string]interface {}{\"containerPort\":88, \"protocol\":\"TCP\"}\n",
    },
    Case {
        name: "jobset",
        kubectl_validate: &[Valid],
        kubectl_validate_says: "",
        stdout: "",
    },
    Case {
        name: "multiple_resources",
        kubectl_validate: &[Valid, Valid],
        kubectl_validate_says: "",
        stdout: "",
    },
    Case {
        name: "multiple_resources_only_comments",
        kubectl_validate: &[Valid],
        kubectl_validate_says: "",
        stdout: "",
    },
    Case {
        name: "x_list_map_nonduplicate_key",
        kubectl_validate: &[Valid, Valid],
        kubectl_validate_says: "",
        stdout: "",
    },];

const CRDS: &str = "tests/kubectl_validate/crds";

fn run_case(args: &[&str]) -> (i32, String) {
    let mut argv = vec!["validate-manifests".to_owned(), "--kube-version".into(), "1.30".into()];
    argv.extend(["--local-crds", CRDS].iter().map(|a| (*a).to_owned()));
    argv.extend(args.iter().map(|a| (*a).to_owned()));
    let mut out = Vec::new();
    let mut err = Vec::new();
    let mut stdin: &[u8] = b"";
    let io = Io {
        stdin: &mut stdin,
        stdout: &mut out,
        stderr: &mut err,
        progress: false,
    };
    let status = run(&argv, io);
    assert!(err.is_empty(), "{}", String::from_utf8_lossy(&err));
    (status, String::from_utf8(out).unwrap())
}

/// The verdict of each document, from the Statuses of `--output json`
/// (no Status for an empty document).
fn verdicts(path: &str) -> Vec<Verdict> {
    let (_, json) = run_case(&["--output", "json", path]);
    let statuses: Value = serde_json::from_str(&json).unwrap();
    let Some(list) = statuses.get(path).and_then(Value::as_array) else {
        return Vec::new();
    };
    list.iter()
        .map(|status| match status["status"].as_str() {
            Some("Success") => Valid,
            _ => Invalid,
        })
        .collect()
}

#[test]
fn every_case_gives_kubectl_validates_verdicts() {
    let mut failures = Vec::new();
    let mut agree = 0;
    for case in CASES {
        let path = format!("tests/kubectl_validate/manifests/{}.yaml", case.name);
        let (status, stdout) = run_case(&[&path]);
        let want_status = if case.kubectl_validate.contains(&Invalid) { 1 } else { 0 };
        let got = verdicts(&path);
        if got == case.kubectl_validate && status == want_status {
            agree += 1;
        } else {
            failures.push(format!(
                "{}: verdicts {got:?}, exit {status}; kubectl-validate {:?}",
                case.name, case.kubectl_validate
            ));
        }
        if stdout != case.stdout {
            failures.push(format!("{}: output\n{stdout}--- want\n{}", case.name, case.stdout));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!((agree, CASES.len()), (32, 32));
}
