//! The `v1` API types, converted from `k8s.io/api` by `cargo xtask k8s-api`. DO NOT EDIT.

#![allow(
    clippy::doc_lazy_continuation,
    clippy::doc_overindented_list_items,
    clippy::upper_case_acronyms
)]

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// Volume represents a named volume in a pod that may be accessed by any container in the pod.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Volume {
    /// name of the volume.
    /// Must be a DNS_LABEL and unique within the pod.
    /// More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names
    #[serde(rename = "name")]
    pub name: String,
    /// volumeSource represents the location and type of the mounted volume.
    /// If not specified, the Volume is implied to be an EmptyDir.
    /// This implied behavior is deprecated and will be removed in a future version.
    #[serde(flatten)]
    pub volume_source: VolumeSource,
}

/// Represents the source of a volume to mount.
/// Only one of its members may be specified.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct VolumeSource {
    /// hostPath represents a pre-existing file or directory on the host
    /// machine that is directly exposed to the container. This is generally
    /// used for system agents or other privileged things that are allowed
    /// to see the host machine. Most containers will NOT need this.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#hostpath
    /// ---
    /// TODO(jonesdl) We need to restrict who can use host directory mounts and who can/can not
    /// mount host directories as read/write.
    /// +optional
    #[serde(rename = "hostPath", skip_serializing_if = "Option::is_none")]
    pub host_path: Option<HostPathVolumeSource>,
    /// emptyDir represents a temporary directory that shares a pod's lifetime.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#emptydir
    /// +optional
    #[serde(rename = "emptyDir", skip_serializing_if = "Option::is_none")]
    pub empty_dir: Option<EmptyDirVolumeSource>,
    /// gcePersistentDisk represents a GCE Disk resource that is attached to a
    /// kubelet's host machine and then exposed to the pod.
    /// Deprecated: GCEPersistentDisk is deprecated. All operations for the in-tree
    /// gcePersistentDisk type are redirected to the pd.csi.storage.gke.io CSI driver.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#gcepersistentdisk
    /// +optional
    #[serde(rename = "gcePersistentDisk", skip_serializing_if = "Option::is_none")]
    pub gce_persistent_disk: Option<GCEPersistentDiskVolumeSource>,
    /// awsElasticBlockStore represents an AWS Disk resource that is attached to a
    /// kubelet's host machine and then exposed to the pod.
    /// Deprecated: AWSElasticBlockStore is deprecated. All operations for the in-tree
    /// awsElasticBlockStore type are redirected to the ebs.csi.aws.com CSI driver.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#awselasticblockstore
    /// +optional
    #[serde(rename = "awsElasticBlockStore", skip_serializing_if = "Option::is_none")]
    pub aws_elastic_block_store: Option<AWSElasticBlockStoreVolumeSource>,
    /// gitRepo represents a git repository at a particular revision.
    /// Deprecated: GitRepo is deprecated. To provision a container with a git repo, mount an
    /// EmptyDir into an InitContainer that clones the repo using git, then mount the EmptyDir
    /// into the Pod's container.
    /// +optional
    #[serde(rename = "gitRepo", skip_serializing_if = "Option::is_none")]
    pub git_repo: Option<GitRepoVolumeSource>,
    /// secret represents a secret that should populate this volume.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#secret
    /// +optional
    #[serde(rename = "secret", skip_serializing_if = "Option::is_none")]
    pub secret: Option<SecretVolumeSource>,
    /// nfs represents an NFS mount on the host that shares a pod's lifetime
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#nfs
    /// +optional
    #[serde(rename = "nfs", skip_serializing_if = "Option::is_none")]
    pub nfs: Option<NFSVolumeSource>,
    /// iscsi represents an ISCSI Disk resource that is attached to a
    /// kubelet's host machine and then exposed to the pod.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes/#iscsi
    /// +optional
    #[serde(rename = "iscsi", skip_serializing_if = "Option::is_none")]
    pub iscsi: Option<ISCSIVolumeSource>,
    /// glusterfs represents a Glusterfs mount on the host that shares a pod's lifetime.
    /// Deprecated: Glusterfs is deprecated and the in-tree glusterfs type is no longer supported.
    /// +optional
    #[serde(rename = "glusterfs", skip_serializing_if = "Option::is_none")]
    pub glusterfs: Option<GlusterfsVolumeSource>,
    /// persistentVolumeClaimVolumeSource represents a reference to a
    /// PersistentVolumeClaim in the same namespace.
    /// More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#persistentvolumeclaims
    /// +optional
    #[serde(rename = "persistentVolumeClaim", skip_serializing_if = "Option::is_none")]
    pub persistent_volume_claim: Option<PersistentVolumeClaimVolumeSource>,
    /// rbd represents a Rados Block Device mount on the host that shares a pod's lifetime.
    /// Deprecated: RBD is deprecated and the in-tree rbd type is no longer supported.
    /// +optional
    #[serde(rename = "rbd", skip_serializing_if = "Option::is_none")]
    pub rbd: Option<RBDVolumeSource>,
    /// flexVolume represents a generic volume resource that is
    /// provisioned/attached using an exec based plugin.
    /// Deprecated: FlexVolume is deprecated. Consider using a CSIDriver instead.
    /// +optional
    #[serde(rename = "flexVolume", skip_serializing_if = "Option::is_none")]
    pub flex_volume: Option<FlexVolumeSource>,
    /// cinder represents a cinder volume attached and mounted on kubelets host machine.
    /// Deprecated: Cinder is deprecated. All operations for the in-tree cinder type
    /// are redirected to the cinder.csi.openstack.org CSI driver.
    /// More info: https://examples.k8s.io/mysql-cinder-pd/README.md
    /// +optional
    #[serde(rename = "cinder", skip_serializing_if = "Option::is_none")]
    pub cinder: Option<CinderVolumeSource>,
    /// cephFS represents a Ceph FS mount on the host that shares a pod's lifetime.
    /// Deprecated: CephFS is deprecated and the in-tree cephfs type is no longer supported.
    /// +optional
    #[serde(rename = "cephfs", skip_serializing_if = "Option::is_none")]
    pub ceph_fs: Option<CephFSVolumeSource>,
    /// flocker represents a Flocker volume attached to a kubelet's host machine. This depends on the Flocker control service being running.
    /// Deprecated: Flocker is deprecated and the in-tree flocker type is no longer supported.
    /// +optional
    #[serde(rename = "flocker", skip_serializing_if = "Option::is_none")]
    pub flocker: Option<FlockerVolumeSource>,
    /// downwardAPI represents downward API about the pod that should populate this volume
    /// +optional
    #[serde(rename = "downwardAPI", skip_serializing_if = "Option::is_none")]
    pub downward_api: Option<DownwardAPIVolumeSource>,
    /// fc represents a Fibre Channel resource that is attached to a kubelet's host machine and then exposed to the pod.
    /// +optional
    #[serde(rename = "fc", skip_serializing_if = "Option::is_none")]
    pub fc: Option<FCVolumeSource>,
    /// azureFile represents an Azure File Service mount on the host and bind mount to the pod.
    /// Deprecated: AzureFile is deprecated. All operations for the in-tree azureFile type
    /// are redirected to the file.csi.azure.com CSI driver.
    /// +optional
    #[serde(rename = "azureFile", skip_serializing_if = "Option::is_none")]
    pub azure_file: Option<AzureFileVolumeSource>,
    /// configMap represents a configMap that should populate this volume
    /// +optional
    #[serde(rename = "configMap", skip_serializing_if = "Option::is_none")]
    pub config_map: Option<ConfigMapVolumeSource>,
    /// vsphereVolume represents a vSphere volume attached and mounted on kubelets host machine.
    /// Deprecated: VsphereVolume is deprecated. All operations for the in-tree vsphereVolume type
    /// are redirected to the csi.vsphere.vmware.com CSI driver.
    /// +optional
    #[serde(rename = "vsphereVolume", skip_serializing_if = "Option::is_none")]
    pub vsphere_volume: Option<VsphereVirtualDiskVolumeSource>,
    /// quobyte represents a Quobyte mount on the host that shares a pod's lifetime.
    /// Deprecated: Quobyte is deprecated and the in-tree quobyte type is no longer supported.
    /// +optional
    #[serde(rename = "quobyte", skip_serializing_if = "Option::is_none")]
    pub quobyte: Option<QuobyteVolumeSource>,
    /// azureDisk represents an Azure Data Disk mount on the host and bind mount to the pod.
    /// Deprecated: AzureDisk is deprecated. All operations for the in-tree azureDisk type
    /// are redirected to the disk.csi.azure.com CSI driver.
    /// +optional
    #[serde(rename = "azureDisk", skip_serializing_if = "Option::is_none")]
    pub azure_disk: Option<AzureDiskVolumeSource>,
    /// photonPersistentDisk represents a PhotonController persistent disk attached and mounted on kubelets host machine.
    /// Deprecated: PhotonPersistentDisk is deprecated and the in-tree photonPersistentDisk type is no longer supported.
    #[serde(rename = "photonPersistentDisk", skip_serializing_if = "Option::is_none")]
    pub photon_persistent_disk: Option<PhotonPersistentDiskVolumeSource>,
    /// projected items for all in one resources secrets, configmaps, and downward API
    #[serde(rename = "projected", skip_serializing_if = "Option::is_none")]
    pub projected: Option<ProjectedVolumeSource>,
    /// portworxVolume represents a portworx volume attached and mounted on kubelets host machine.
    /// Deprecated: PortworxVolume is deprecated. All operations for the in-tree portworxVolume type
    /// are redirected to the pxd.portworx.com CSI driver.
    /// +optional
    #[serde(rename = "portworxVolume", skip_serializing_if = "Option::is_none")]
    pub portworx_volume: Option<PortworxVolumeSource>,
    /// scaleIO represents a ScaleIO persistent volume attached and mounted on Kubernetes nodes.
    /// Deprecated: ScaleIO is deprecated and the in-tree scaleIO type is no longer supported.
    /// +optional
    #[serde(rename = "scaleIO", skip_serializing_if = "Option::is_none")]
    pub scale_io: Option<ScaleIOVolumeSource>,
    /// storageOS represents a StorageOS volume attached and mounted on Kubernetes nodes.
    /// Deprecated: StorageOS is deprecated and the in-tree storageos type is no longer supported.
    /// +optional
    #[serde(rename = "storageos", skip_serializing_if = "Option::is_none")]
    pub storage_os: Option<StorageOSVolumeSource>,
    /// csi (Container Storage Interface) represents ephemeral storage that is handled by certain external CSI drivers.
    /// +optional
    #[serde(rename = "csi", skip_serializing_if = "Option::is_none")]
    pub csi: Option<CSIVolumeSource>,
    /// ephemeral represents a volume that is handled by a cluster storage driver.
    /// The volume's lifecycle is tied to the pod that defines it - it will be created before the pod starts,
    /// and deleted when the pod is removed.
    ///
    /// Use this if:
    /// a) the volume is only needed while the pod runs,
    /// b) features of normal volumes like restoring from snapshot or capacity
    ///    tracking are needed,
    /// c) the storage driver is specified through a storage class, and
    /// d) the storage driver supports dynamic volume provisioning through
    ///    a PersistentVolumeClaim (see EphemeralVolumeSource for more
    ///    information on the connection between this volume type
    ///    and PersistentVolumeClaim).
    ///
    /// Use PersistentVolumeClaim or one of the vendor-specific
    /// APIs for volumes that persist for longer than the lifecycle
    /// of an individual pod.
    ///
    /// Use CSI for light-weight local ephemeral volumes if the CSI driver is meant to
    /// be used that way - see the documentation of the driver for
    /// more information.
    ///
    /// A pod can use both types of ephemeral volumes and
    /// persistent volumes at the same time.
    ///
    /// +optional
    #[serde(rename = "ephemeral", skip_serializing_if = "Option::is_none")]
    pub ephemeral: Option<EphemeralVolumeSource>,
    /// image represents an OCI object (a container image or artifact) pulled and mounted on the kubelet's host machine.
    /// The volume is resolved at pod startup depending on which PullPolicy value is provided:
    ///
    /// - Always: the kubelet always attempts to pull the reference. Container creation will fail If the pull fails.
    /// - Never: the kubelet never pulls the reference and only uses a local image or artifact. Container creation will fail if the reference isn't present.
    /// - IfNotPresent: the kubelet pulls if the reference isn't already present on disk. Container creation will fail if the reference isn't present and the pull fails.
    ///
    /// The volume gets re-resolved if the pod gets deleted and recreated, which means that new remote content will become available on pod recreation.
    /// A failure to resolve or pull the image during pod startup will block containers from starting and may add significant latency. Failures will be retried using normal volume backoff and will be reported on the pod reason and message.
    /// The types of objects that may be mounted by this volume are defined by the container runtime implementation on a host machine and at minimum must include all valid types supported by the container image field.
    /// The OCI object gets mounted in a single directory (spec.containers[*].volumeMounts.mountPath) by merging the manifest layers in the same way as for container images.
    /// The volume will be mounted read-only (ro).
    /// Sub path mounts for containers are not supported (spec.containers[*].volumeMounts.subpath) before 1.33.
    /// The field spec.securityContext.fsGroupChangePolicy has no effect on this volume type.
    /// +optional
    #[serde(rename = "image", skip_serializing_if = "Option::is_none")]
    pub image: Option<ImageVolumeSource>,
}

/// PersistentVolumeClaimVolumeSource references the user's PVC in the same namespace.
/// This volume finds the bound PV and mounts that volume for the pod. A
/// PersistentVolumeClaimVolumeSource is, essentially, a wrapper around another
/// type of volume that is owned by someone else (the system).
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PersistentVolumeClaimVolumeSource {
    /// claimName is the name of a PersistentVolumeClaim in the same namespace as the pod using this volume.
    /// More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#persistentvolumeclaims
    #[serde(rename = "claimName")]
    pub claim_name: String,
    /// readOnly Will force the ReadOnly setting in VolumeMounts.
    /// Default false.
    /// +optional
    #[serde(rename = "readOnly")]
    pub read_only: bool,
}

/// PersistentVolumeSource is similar to VolumeSource but meant for the
/// administrator who creates PVs. Exactly one of its members must be set.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PersistentVolumeSource {
    /// gcePersistentDisk represents a GCE Disk resource that is attached to a
    /// kubelet's host machine and then exposed to the pod. Provisioned by an admin.
    /// Deprecated: GCEPersistentDisk is deprecated. All operations for the in-tree
    /// gcePersistentDisk type are redirected to the pd.csi.storage.gke.io CSI driver.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#gcepersistentdisk
    /// +optional
    #[serde(rename = "gcePersistentDisk", skip_serializing_if = "Option::is_none")]
    pub gce_persistent_disk: Option<GCEPersistentDiskVolumeSource>,
    /// awsElasticBlockStore represents an AWS Disk resource that is attached to a
    /// kubelet's host machine and then exposed to the pod.
    /// Deprecated: AWSElasticBlockStore is deprecated. All operations for the in-tree
    /// awsElasticBlockStore type are redirected to the ebs.csi.aws.com CSI driver.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#awselasticblockstore
    /// +optional
    #[serde(rename = "awsElasticBlockStore", skip_serializing_if = "Option::is_none")]
    pub aws_elastic_block_store: Option<AWSElasticBlockStoreVolumeSource>,
    /// hostPath represents a directory on the host.
    /// Provisioned by a developer or tester.
    /// This is useful for single-node development and testing only!
    /// On-host storage is not supported in any way and WILL NOT WORK in a multi-node cluster.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#hostpath
    /// +optional
    #[serde(rename = "hostPath", skip_serializing_if = "Option::is_none")]
    pub host_path: Option<HostPathVolumeSource>,
    /// glusterfs represents a Glusterfs volume that is attached to a host and
    /// exposed to the pod. Provisioned by an admin.
    /// Deprecated: Glusterfs is deprecated and the in-tree glusterfs type is no longer supported.
    /// More info: https://examples.k8s.io/volumes/glusterfs/README.md
    /// +optional
    #[serde(rename = "glusterfs", skip_serializing_if = "Option::is_none")]
    pub glusterfs: Option<GlusterfsPersistentVolumeSource>,
    /// nfs represents an NFS mount on the host. Provisioned by an admin.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#nfs
    /// +optional
    #[serde(rename = "nfs", skip_serializing_if = "Option::is_none")]
    pub nfs: Option<NFSVolumeSource>,
    /// rbd represents a Rados Block Device mount on the host that shares a pod's lifetime.
    /// Deprecated: RBD is deprecated and the in-tree rbd type is no longer supported.
    /// More info: https://examples.k8s.io/volumes/rbd/README.md
    /// +optional
    #[serde(rename = "rbd", skip_serializing_if = "Option::is_none")]
    pub rbd: Option<RBDPersistentVolumeSource>,
    /// iscsi represents an ISCSI Disk resource that is attached to a
    /// kubelet's host machine and then exposed to the pod. Provisioned by an admin.
    /// +optional
    #[serde(rename = "iscsi", skip_serializing_if = "Option::is_none")]
    pub iscsi: Option<ISCSIPersistentVolumeSource>,
    /// cinder represents a cinder volume attached and mounted on kubelets host machine.
    /// Deprecated: Cinder is deprecated. All operations for the in-tree cinder type
    /// are redirected to the cinder.csi.openstack.org CSI driver.
    /// More info: https://examples.k8s.io/mysql-cinder-pd/README.md
    /// +optional
    #[serde(rename = "cinder", skip_serializing_if = "Option::is_none")]
    pub cinder: Option<CinderPersistentVolumeSource>,
    /// cephFS represents a Ceph FS mount on the host that shares a pod's lifetime.
    /// Deprecated: CephFS is deprecated and the in-tree cephfs type is no longer supported.
    /// +optional
    #[serde(rename = "cephfs", skip_serializing_if = "Option::is_none")]
    pub ceph_fs: Option<CephFSPersistentVolumeSource>,
    /// fc represents a Fibre Channel resource that is attached to a kubelet's host machine and then exposed to the pod.
    /// +optional
    #[serde(rename = "fc", skip_serializing_if = "Option::is_none")]
    pub fc: Option<FCVolumeSource>,
    /// flocker represents a Flocker volume attached to a kubelet's host machine and exposed to the pod for its usage. This depends on the Flocker control service being running.
    /// Deprecated: Flocker is deprecated and the in-tree flocker type is no longer supported.
    /// +optional
    #[serde(rename = "flocker", skip_serializing_if = "Option::is_none")]
    pub flocker: Option<FlockerVolumeSource>,
    /// flexVolume represents a generic volume resource that is
    /// provisioned/attached using an exec based plugin.
    /// Deprecated: FlexVolume is deprecated. Consider using a CSIDriver instead.
    /// +optional
    #[serde(rename = "flexVolume", skip_serializing_if = "Option::is_none")]
    pub flex_volume: Option<FlexPersistentVolumeSource>,
    /// azureFile represents an Azure File Service mount on the host and bind mount to the pod.
    /// Deprecated: AzureFile is deprecated. All operations for the in-tree azureFile type
    /// are redirected to the file.csi.azure.com CSI driver.
    /// +optional
    #[serde(rename = "azureFile", skip_serializing_if = "Option::is_none")]
    pub azure_file: Option<AzureFilePersistentVolumeSource>,
    /// vsphereVolume represents a vSphere volume attached and mounted on kubelets host machine.
    /// Deprecated: VsphereVolume is deprecated. All operations for the in-tree vsphereVolume type
    /// are redirected to the csi.vsphere.vmware.com CSI driver.
    /// +optional
    #[serde(rename = "vsphereVolume", skip_serializing_if = "Option::is_none")]
    pub vsphere_volume: Option<VsphereVirtualDiskVolumeSource>,
    /// quobyte represents a Quobyte mount on the host that shares a pod's lifetime.
    /// Deprecated: Quobyte is deprecated and the in-tree quobyte type is no longer supported.
    /// +optional
    #[serde(rename = "quobyte", skip_serializing_if = "Option::is_none")]
    pub quobyte: Option<QuobyteVolumeSource>,
    /// azureDisk represents an Azure Data Disk mount on the host and bind mount to the pod.
    /// Deprecated: AzureDisk is deprecated. All operations for the in-tree azureDisk type
    /// are redirected to the disk.csi.azure.com CSI driver.
    /// +optional
    #[serde(rename = "azureDisk", skip_serializing_if = "Option::is_none")]
    pub azure_disk: Option<AzureDiskVolumeSource>,
    /// photonPersistentDisk represents a PhotonController persistent disk attached and mounted on kubelets host machine.
    /// Deprecated: PhotonPersistentDisk is deprecated and the in-tree photonPersistentDisk type is no longer supported.
    #[serde(rename = "photonPersistentDisk", skip_serializing_if = "Option::is_none")]
    pub photon_persistent_disk: Option<PhotonPersistentDiskVolumeSource>,
    /// portworxVolume represents a portworx volume attached and mounted on kubelets host machine.
    /// Deprecated: PortworxVolume is deprecated. All operations for the in-tree portworxVolume type
    /// are redirected to the pxd.portworx.com CSI driver.
    /// +optional
    #[serde(rename = "portworxVolume", skip_serializing_if = "Option::is_none")]
    pub portworx_volume: Option<PortworxVolumeSource>,
    /// scaleIO represents a ScaleIO persistent volume attached and mounted on Kubernetes nodes.
    /// Deprecated: ScaleIO is deprecated and the in-tree scaleIO type is no longer supported.
    /// +optional
    #[serde(rename = "scaleIO", skip_serializing_if = "Option::is_none")]
    pub scale_io: Option<ScaleIOPersistentVolumeSource>,
    /// local represents directly-attached storage with node affinity
    /// +optional
    #[serde(rename = "local", skip_serializing_if = "Option::is_none")]
    pub local: Option<LocalVolumeSource>,
    /// storageOS represents a StorageOS volume that is attached to the kubelet's host machine and mounted into the pod.
    /// Deprecated: StorageOS is deprecated and the in-tree storageos type is no longer supported.
    /// More info: https://examples.k8s.io/volumes/storageos/README.md
    /// +optional
    #[serde(rename = "storageos", skip_serializing_if = "Option::is_none")]
    pub storage_os: Option<StorageOSPersistentVolumeSource>,
    /// csi represents storage that is handled by an external CSI driver.
    /// +optional
    #[serde(rename = "csi", skip_serializing_if = "Option::is_none")]
    pub csi: Option<CSIPersistentVolumeSource>,
}

/// +genclient
/// +genclient:nonNamespaced
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.0
///
/// PersistentVolume (PV) is a storage resource provisioned by an administrator.
/// It is analogous to a node.
/// More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes
/// +k8s:supportsSubresource="/status"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PersistentVolume {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// Standard object's metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// spec defines a specification of a persistent volume owned by the cluster.
    /// Provisioned by an administrator.
    /// More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#persistent-volumes
    /// +optional
    #[serde(rename = "spec")]
    pub spec: PersistentVolumeSpec,
    /// status represents the current information/status for the persistent volume.
    /// Populated by the system.
    /// Read-only.
    /// More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#persistent-volumes
    /// +optional
    #[serde(rename = "status")]
    pub status: PersistentVolumeStatus,
}

/// PersistentVolumeSpec is the specification of a persistent volume.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PersistentVolumeSpec {
    /// capacity is the description of the persistent volume's resources and capacity.
    /// More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#capacity
    /// +optional
    #[serde(rename = "capacity")]
    pub capacity: ResourceList,
    /// persistentVolumeSource is the actual volume backing the persistent volume.
    #[serde(flatten)]
    pub persistent_volume_source: PersistentVolumeSource,
    /// accessModes contains all ways the volume can be mounted.
    /// More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#access-modes
    /// +optional
    /// +listType=atomic
    #[serde(rename = "accessModes", skip_serializing_if = "Vec::is_empty")]
    pub access_modes: Vec<PersistentVolumeAccessMode>,
    /// claimRef is part of a bi-directional binding between PersistentVolume and PersistentVolumeClaim.
    /// Expected to be non-nil when bound.
    /// claim.VolumeName is the authoritative bind between PV and PVC.
    /// More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#binding
    /// +optional
    /// +structType=granular
    #[serde(rename = "claimRef", skip_serializing_if = "Option::is_none")]
    pub claim_ref: Option<ObjectReference>,
    /// persistentVolumeReclaimPolicy defines what happens to a persistent volume when released from its claim.
    /// Valid options are Retain (default for manually created PersistentVolumes), Delete (default
    /// for dynamically provisioned PersistentVolumes), and Recycle (deprecated).
    /// Recycle must be supported by the volume plugin underlying this PersistentVolume.
    /// More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#reclaiming
    /// +optional
    #[serde(rename = "persistentVolumeReclaimPolicy")]
    pub persistent_volume_reclaim_policy: PersistentVolumeReclaimPolicy,
    /// storageClassName is the name of StorageClass to which this persistent volume belongs. Empty value
    /// means that this volume does not belong to any StorageClass.
    /// +optional
    #[serde(rename = "storageClassName")]
    pub storage_class_name: String,
    /// mountOptions is the list of mount options, e.g. ["ro", "soft"]. Not validated - mount will
    /// simply fail if one is invalid.
    /// More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes/#mount-options
    /// +optional
    /// +listType=atomic
    #[serde(rename = "mountOptions", skip_serializing_if = "Vec::is_empty")]
    pub mount_options: Vec<String>,
    /// volumeMode defines if a volume is intended to be used with a formatted filesystem
    /// or to remain in raw block state. Value of Filesystem is implied when not included in spec.
    /// +optional
    #[serde(rename = "volumeMode", skip_serializing_if = "Option::is_none")]
    pub volume_mode: Option<PersistentVolumeMode>,
    /// nodeAffinity defines constraints that limit what nodes this volume can be accessed from.
    /// This field influences the scheduling of pods that use this volume.
    /// This field is mutable if MutablePVNodeAffinity feature gate is enabled.
    /// +optional
    #[serde(rename = "nodeAffinity", skip_serializing_if = "Option::is_none")]
    pub node_affinity: Option<VolumeNodeAffinity>,
    /// Name of VolumeAttributesClass to which this persistent volume belongs. Empty value
    /// is not allowed. When this field is not set, it indicates that this volume does not belong to any
    /// VolumeAttributesClass. This field is mutable and can be changed by the CSI driver
    /// after a volume has been updated successfully to a new class.
    /// For an unbound PersistentVolume, the volumeAttributesClassName will be matched with unbound
    /// PersistentVolumeClaims during the binding process.
    /// +featureGate=VolumeAttributesClass
    /// +optional
    #[serde(rename = "volumeAttributesClassName", skip_serializing_if = "Option::is_none")]
    pub volume_attributes_class_name: Option<String>,
}

/// VolumeNodeAffinity defines constraints that limit what nodes this volume can be accessed from.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct VolumeNodeAffinity {
    /// required specifies hard node constraints that must be met.
    #[serde(rename = "required", skip_serializing_if = "Option::is_none")]
    pub required: Option<NodeSelector>,
}

/// PersistentVolumeReclaimPolicy describes a policy for end-of-life maintenance of persistent volumes.
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct PersistentVolumeReclaimPolicy(pub String);

/// PersistentVolumeMode describes how a volume is intended to be consumed, either Block or Filesystem.
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct PersistentVolumeMode(pub String);

/// PersistentVolumeStatus is the current status of a persistent volume.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PersistentVolumeStatus {
    /// phase indicates if a volume is available, bound to a claim, or released by a claim.
    /// More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#phase
    /// +optional
    #[serde(rename = "phase")]
    pub phase: PersistentVolumePhase,
    /// message is a human-readable message indicating details about why the volume is in this state.
    /// +optional
    #[serde(rename = "message")]
    pub message: String,
    /// reason is a brief CamelCase string that describes any failure and is meant
    /// for machine parsing and tidy display in the CLI.
    /// +optional
    #[serde(rename = "reason")]
    pub reason: String,
    /// lastPhaseTransitionTime is the time the phase transitioned from one to another
    /// and automatically resets to current time everytime a volume phase transitions.
    /// +optional
    #[serde(rename = "lastPhaseTransitionTime", skip_serializing_if = "Option::is_none")]
    pub last_phase_transition_time: Option<String>,
}

/// +genclient
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.0
///
/// PersistentVolumeClaim is a user's request for and claim to a persistent volume
/// +k8s:supportsSubresource="/status"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PersistentVolumeClaim {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// Standard object's metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// spec defines the desired characteristics of a volume requested by a pod author.
    /// More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#persistentvolumeclaims
    /// +optional
    #[serde(rename = "spec")]
    pub spec: PersistentVolumeClaimSpec,
    /// status represents the current information/status of a persistent volume claim.
    /// Read-only.
    /// More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#persistentvolumeclaims
    /// +optional
    #[serde(rename = "status")]
    pub status: PersistentVolumeClaimStatus,
}

/// PersistentVolumeClaimSpec describes the common attributes of storage devices
/// and allows a Source for provider-specific attributes
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PersistentVolumeClaimSpec {
    /// accessModes contains the desired access modes the volume should have.
    /// More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#access-modes-1
    /// +optional
    /// +listType=atomic
    #[serde(rename = "accessModes", skip_serializing_if = "Vec::is_empty")]
    pub access_modes: Vec<PersistentVolumeAccessMode>,
    /// selector is a label query over volumes to consider for binding.
    /// +optional
    #[serde(rename = "selector", skip_serializing_if = "Option::is_none")]
    pub selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
    /// resources represents the minimum resources the volume should have.
    /// Users are allowed to specify resource requirements
    /// that are lower than previous value but must still be higher than capacity recorded in the
    /// status field of the claim.
    /// More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#resources
    /// +optional
    #[serde(rename = "resources")]
    pub resources: VolumeResourceRequirements,
    /// volumeName is the binding reference to the PersistentVolume backing this claim.
    /// +optional
    #[serde(rename = "volumeName")]
    pub volume_name: String,
    /// storageClassName is the name of the StorageClass required by the claim.
    /// More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#class-1
    /// +optional
    #[serde(rename = "storageClassName", skip_serializing_if = "Option::is_none")]
    pub storage_class_name: Option<String>,
    /// volumeMode defines what type of volume is required by the claim.
    /// Value of Filesystem is implied when not included in claim spec.
    /// +optional
    #[serde(rename = "volumeMode", skip_serializing_if = "Option::is_none")]
    pub volume_mode: Option<PersistentVolumeMode>,
    /// dataSource field can be used to specify either:
    /// * An existing VolumeSnapshot object (snapshot.storage.k8s.io/VolumeSnapshot)
    /// * An existing PVC (PersistentVolumeClaim)
    /// If the provisioner or an external controller can support the specified data source,
    /// it will create a new volume based on the contents of the specified data source.
    /// dataSource contents will be copied to dataSourceRef, and dataSourceRef contents will be
    /// copied to dataSource when dataSourceRef.namespace is not specified.
    /// If the namespace is specified, then dataSourceRef will not be copied to dataSource.
    /// +optional
    #[serde(rename = "dataSource", skip_serializing_if = "Option::is_none")]
    pub data_source: Option<TypedLocalObjectReference>,
    /// dataSourceRef specifies the object from which to populate the volume with data, if a non-empty
    /// volume is desired. This may be any object from a non-empty API group (non
    /// core object) or a PersistentVolumeClaim object.
    /// When this field is specified, volume binding will only succeed if the type of
    /// the specified object matches some installed volume populator or dynamic
    /// provisioner.
    /// This field will replace the functionality of the dataSource field and as such
    /// if both fields are non-empty, they must have the same value. For backwards
    /// compatibility, when namespace isn't specified in dataSourceRef,
    /// both fields (dataSource and dataSourceRef) will be set to the same
    /// value automatically if one of them is empty and the other is non-empty.
    /// When namespace is specified in dataSourceRef,
    /// dataSource isn't set to the same value and must be empty.
    /// There are three important differences between dataSource and dataSourceRef:
    /// * While dataSource only allows two specific types of objects, dataSourceRef
    ///   allows any non-core object, as well as PersistentVolumeClaim objects.
    /// * While dataSource ignores disallowed values (dropping them), dataSourceRef
    ///   preserves all values, and generates an error if a disallowed value is
    ///   specified.
    /// * While dataSource only allows local objects, dataSourceRef allows objects
    ///   in any namespaces.
    /// (Alpha) Using the namespace field of dataSourceRef requires the CrossNamespaceVolumeDataSource feature gate to be enabled.
    /// +optional
    #[serde(rename = "dataSourceRef", skip_serializing_if = "Option::is_none")]
    pub data_source_ref: Option<TypedObjectReference>,
    /// volumeAttributesClassName may be used to set the VolumeAttributesClass used by this claim.
    /// If specified, the CSI driver will create or update the volume with the attributes defined
    /// in the corresponding VolumeAttributesClass. This has a different purpose than storageClassName,
    /// it can be changed after the claim is created. An empty string or nil value indicates that no
    /// VolumeAttributesClass will be applied to the claim. If the claim enters an Infeasible error state,
    /// this field can be reset to its previous value (including nil) to cancel the modification.
    /// If the resource referred to by volumeAttributesClass does not exist, this PersistentVolumeClaim will be
    /// set to a Pending state, as reflected by the modifyVolumeStatus field, until such as a resource
    /// exists.
    /// More info: https://kubernetes.io/docs/concepts/storage/volume-attributes-classes/
    /// +featureGate=VolumeAttributesClass
    /// +optional
    #[serde(rename = "volumeAttributesClassName", skip_serializing_if = "Option::is_none")]
    pub volume_attributes_class_name: Option<String>,
}

/// TypedObjectReference contains enough information to let you locate the typed referenced object
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct TypedObjectReference {
    /// APIGroup is the group for the resource being referenced.
    /// If APIGroup is not specified, the specified Kind must be in the core API group.
    /// For any other third-party types, APIGroup is required.
    /// +optional
    #[serde(rename = "apiGroup", skip_serializing_if = "Option::is_none")]
    pub api_group: Option<String>,
    /// Kind is the type of resource being referenced
    #[serde(rename = "kind")]
    pub kind: String,
    /// Name is the name of resource being referenced
    #[serde(rename = "name")]
    pub name: String,
    /// Namespace is the namespace of resource being referenced
    /// Note that when a namespace is specified, a gateway.networking.k8s.io/ReferenceGrant object is required in the referent namespace to allow that namespace's owner to accept the reference. See the ReferenceGrant documentation for details.
    /// (Alpha) This field requires the CrossNamespaceVolumeDataSource feature gate to be enabled.
    /// +featureGate=CrossNamespaceVolumeDataSource
    /// +optional
    #[serde(rename = "namespace", skip_serializing_if = "Option::is_none")]
    pub namespace: Option<String>,
}

/// PersistentVolumeClaimConditionType defines the condition of PV claim.
/// Valid values are:
///   - "Resizing", "FileSystemResizePending"
///
/// The following additional values can be expected:
///   - "ControllerResizeError", "NodeResizeError"
///
/// If VolumeAttributesClass feature gate is enabled, then following additional values can be expected:
///   - "ModifyVolumeError", "ModifyingVolume"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct PersistentVolumeClaimConditionType(pub String);

/// +enum
/// When a controller receives persistentvolume claim update with ClaimResourceStatus for a resource
/// that it does not recognizes, then it should ignore that update and let other controllers
/// handle it.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct ClaimResourceStatus(pub String);

/// +enum
/// New statuses can be added in the future. Consumers should check for unknown statuses and fail appropriately
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct PersistentVolumeClaimModifyVolumeStatus(pub String);

/// ModifyVolumeStatus represents the status object of ControllerModifyVolume operation
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ModifyVolumeStatus {
    /// targetVolumeAttributesClassName is the name of the VolumeAttributesClass the PVC currently being reconciled
    #[serde(rename = "targetVolumeAttributesClassName")]
    pub target_volume_attributes_class_name: String,
    /// status is the status of the ControllerModifyVolume operation. It can be in any of following states:
    ///  - Pending
    ///    Pending indicates that the PersistentVolumeClaim cannot be modified due to unmet requirements, such as
    ///    the specified VolumeAttributesClass not existing.
    ///  - InProgress
    ///    InProgress indicates that the volume is being modified.
    ///  - Infeasible
    ///   Infeasible indicates that the request has been rejected as invalid by the CSI driver. To
    ///       resolve the error, a valid VolumeAttributesClass needs to be specified.
    /// Note: New statuses can be added in the future. Consumers should check for unknown statuses and fail appropriately.
    #[serde(rename = "status")]
    pub status: PersistentVolumeClaimModifyVolumeStatus,
}

/// PersistentVolumeClaimCondition contains details about state of pvc
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PersistentVolumeClaimCondition {
    /// Type is the type of the condition.
    /// More info: https://kubernetes.io/docs/reference/kubernetes-api/config-and-storage-resources/persistent-volume-claim-v1/#:~:text=set%20to%20%27ResizeStarted%27.-,PersistentVolumeClaimCondition,-contains%20details%20about
    #[serde(rename = "type")]
    pub type_: PersistentVolumeClaimConditionType,
    /// Status is the status of the condition.
    /// Can be True, False, Unknown.
    /// More info: https://kubernetes.io/docs/reference/kubernetes-api/config-and-storage-resources/persistent-volume-claim-v1/#:~:text=state%20of%20pvc-,conditions.status,-(string)%2C%20required
    #[serde(rename = "status")]
    pub status: ConditionStatus,
    /// lastProbeTime is the time we probed the condition.
    /// +optional
    #[serde(rename = "lastProbeTime")]
    pub last_probe_time: String,
    /// lastTransitionTime is the time the condition transitioned from one status to another.
    /// +optional
    #[serde(rename = "lastTransitionTime")]
    pub last_transition_time: String,
    /// reason is a unique, this should be a short, machine understandable string that gives the reason
    /// for condition's last transition. If it reports "Resizing" that means the underlying
    /// persistent volume is being resized.
    /// +optional
    #[serde(rename = "reason")]
    pub reason: String,
    /// message is the human-readable message indicating details about last transition.
    /// +optional
    #[serde(rename = "message")]
    pub message: String,
}

/// VolumeHealthStatusType describes the health status category of a volume.
/// +enum
/// +k8s:enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct VolumeHealthStatusType(pub String);

impl VolumeHealthStatusType {
    pub const VOLUME_HEALTH_INACCESSIBLE: &'static str = "Inaccessible";
    pub const VOLUME_HEALTH_DATA_LOSS: &'static str = "DataLoss";
    pub const VOLUME_HEALTH_DEGRADED: &'static str = "Degraded";
}

/// VolumeHealthCondition represents an adverse health condition reported for a volume.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct VolumeHealthCondition {
    /// status is the machine-parseable health category.
    /// Possible values:
    /// - "Inaccessible": the volume cannot be accessed.
    /// - "DataLoss": data loss has been detected on the volume.
    /// - "Degraded": the volume is functioning with reduced capability.
    /// +required
    /// +k8s:required
    #[serde(rename = "status")]
    pub status: VolumeHealthStatusType,
    /// reason is a brief CamelCase machine-parseable reason.
    /// Together with status it forms the unique identity of a condition entry.
    /// Maximum permitted length of a reason is 256 bytes.
    /// +required
    /// +k8s:required
    /// +k8s:maxBytes=256
    #[serde(rename = "reason")]
    pub reason: String,
    /// message is a human-readable description.
    /// Maximum permitted length of a message is 1024 bytes.
    /// +optional
    /// +k8s:optional
    /// +k8s:maxBytes=1024
    #[serde(rename = "message")]
    pub message: String,
}

/// VolumeHealthStatus contains health information for a volume reported
/// by the CSI controller plugin.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct VolumeHealthStatus {
    /// conditions is the set of adverse conditions reported by
    /// the CSI controller plugin. An empty list means no adverse condition.
    /// At most 16 conditions may be reported.
    /// +optional
    /// +listType=map
    /// +listMapKey=status
    /// +patchMergeKey=status
    /// +patchStrategy=merge
    /// +listMapKey=reason
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=status
    /// +k8s:listMapKey=reason
    /// +k8s:maxItems=16
    #[serde(rename = "healthConditions", skip_serializing_if = "Vec::is_empty")]
    pub health_conditions: Vec<VolumeHealthCondition>,
    /// lastTransitionTime is when the current set of conditions first appeared.
    /// +optional
    #[serde(rename = "lastTransitionTime")]
    pub last_transition_time: String,
}

/// PodVolumeHealth contains health information for a volume used by a pod,
/// reported by the CSI node plugin via the kubelet.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodVolumeHealth {
    /// name matches an entry in pod.spec.volumes.
    /// +required
    /// +k8s:required
    #[serde(rename = "name")]
    pub name: String,
    /// conditions is the set of adverse conditions reported by
    /// the CSI node plugin for this volume on this node.
    /// At most 16 conditions may be reported.
    /// +optional
    /// +listType=map
    /// +listMapKey=status
    /// +patchMergeKey=status
    /// +patchStrategy=merge
    /// +listMapKey=reason
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=status
    /// +k8s:listMapKey=reason
    /// +k8s:maxItems=16
    #[serde(rename = "healthConditions", skip_serializing_if = "Vec::is_empty")]
    pub health_conditions: Vec<VolumeHealthCondition>,
    /// lastTransitionTime is when the current set of conditions first appeared.
    /// +optional
    #[serde(rename = "lastTransitionTime")]
    pub last_transition_time: String,
}

/// PersistentVolumeClaimStatus is the current status of a persistent volume claim.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PersistentVolumeClaimStatus {
    /// phase represents the current phase of PersistentVolumeClaim.
    /// +optional
    #[serde(rename = "phase")]
    pub phase: PersistentVolumeClaimPhase,
    /// accessModes contains the actual access modes the volume backing the PVC has.
    /// More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#access-modes-1
    /// +optional
    /// +listType=atomic
    #[serde(rename = "accessModes", skip_serializing_if = "Vec::is_empty")]
    pub access_modes: Vec<PersistentVolumeAccessMode>,
    /// capacity represents the actual resources of the underlying volume.
    /// +optional
    #[serde(rename = "capacity")]
    pub capacity: ResourceList,
    /// conditions is the current Condition of persistent volume claim. If underlying persistent volume is being
    /// resized then the Condition will be set to 'Resizing'.
    /// +optional
    /// +patchMergeKey=type
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=type
    #[serde(rename = "conditions", skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<PersistentVolumeClaimCondition>,
    /// allocatedResources tracks the resources allocated to a PVC including its capacity.
    /// Key names follow standard Kubernetes label syntax. Valid values are either:
    ///     * Un-prefixed keys:
    ///         - storage - the capacity of the volume.
    ///     * Custom resources must use implementation-defined prefixed names such as "example.com/my-custom-resource"
    /// Apart from above values - keys that are unprefixed or have kubernetes.io prefix are considered
    /// reserved and hence may not be used.
    ///
    /// Capacity reported here may be larger than the actual capacity when a volume expansion operation
    /// is requested.
    /// For storage quota, the larger value from allocatedResources and PVC.spec.resources is used.
    /// If allocatedResources is not set, PVC.spec.resources alone is used for quota calculation.
    /// If a volume expansion capacity request is lowered, allocatedResources is only
    /// lowered if there are no expansion operations in progress and if the actual volume capacity
    /// is equal or lower than the requested capacity.
    ///
    /// A controller that receives PVC update with previously unknown resourceName
    /// should ignore the update for the purpose it was designed. For example - a controller that
    /// only is responsible for resizing capacity of the volume, should ignore PVC updates that change other valid
    /// resources associated with PVC.
    /// +optional
    #[serde(rename = "allocatedResources")]
    pub allocated_resources: ResourceList,
    /// allocatedResourceStatuses stores status of resource being resized for the given PVC.
    /// Key names follow standard Kubernetes label syntax. Valid values are either:
    ///     * Un-prefixed keys:
    ///         - storage - the capacity of the volume.
    ///     * Custom resources must use implementation-defined prefixed names such as "example.com/my-custom-resource"
    /// Apart from above values - keys that are unprefixed or have kubernetes.io prefix are considered
    /// reserved and hence may not be used.
    ///
    /// ClaimResourceStatus can be in any of following states:
    ///     - ControllerResizeInProgress:
    ///         State set when resize controller starts resizing the volume in control-plane.
    ///     - ControllerResizeFailed:
    ///         State set when resize has failed in resize controller with a terminal error.
    ///     - NodeResizePending:
    ///         State set when resize controller has finished resizing the volume but further resizing of
    ///         volume is needed on the node.
    ///     - NodeResizeInProgress:
    ///         State set when kubelet starts resizing the volume.
    ///     - NodeResizeFailed:
    ///         State set when resizing has failed in kubelet with a terminal error. Transient errors don't set
    ///         NodeResizeFailed.
    /// For example: if expanding a PVC for more capacity - this field can be one of the following states:
    ///     - pvc.status.allocatedResourceStatus['storage'] = "ControllerResizeInProgress"
    ///      - pvc.status.allocatedResourceStatus['storage'] = "ControllerResizeFailed"
    ///      - pvc.status.allocatedResourceStatus['storage'] = "NodeResizePending"
    ///      - pvc.status.allocatedResourceStatus['storage'] = "NodeResizeInProgress"
    ///      - pvc.status.allocatedResourceStatus['storage'] = "NodeResizeFailed"
    /// When this field is not set, it means that no resize operation is in progress for the given PVC.
    ///
    /// A controller that receives PVC update with previously unknown resourceName or ClaimResourceStatus
    /// should ignore the update for the purpose it was designed. For example - a controller that
    /// only is responsible for resizing capacity of the volume, should ignore PVC updates that change other valid
    /// resources associated with PVC.
    /// +mapType=granular
    /// +optional
    #[serde(rename = "allocatedResourceStatuses", skip_serializing_if = "BTreeMap::is_empty")]
    pub allocated_resource_statuses: BTreeMap<ResourceName, ClaimResourceStatus>,
    /// currentVolumeAttributesClassName is the current name of the VolumeAttributesClass the PVC is using.
    /// When unset, there is no VolumeAttributeClass applied to this PersistentVolumeClaim
    /// +featureGate=VolumeAttributesClass
    /// +optional
    #[serde(rename = "currentVolumeAttributesClassName", skip_serializing_if = "Option::is_none")]
    pub current_volume_attributes_class_name: Option<String>,
    /// ModifyVolumeStatus represents the status object of ControllerModifyVolume operation.
    /// When this is unset, there is no ModifyVolume operation being attempted.
    /// +featureGate=VolumeAttributesClass
    /// +optional
    #[serde(rename = "modifyVolumeStatus", skip_serializing_if = "Option::is_none")]
    pub modify_volume_status: Option<ModifyVolumeStatus>,
    /// healthStatus contains the latest controller-reported health information
    /// for the volume bound to this claim.
    /// +featureGate=CSIVolumeHealth
    /// +optional
    /// +k8s:optional
    #[serde(rename = "healthStatus", skip_serializing_if = "Option::is_none")]
    pub health_status: Option<VolumeHealthStatus>,
}

/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct PersistentVolumeAccessMode(pub String);

/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct PersistentVolumePhase(pub String);

/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct PersistentVolumeClaimPhase(pub String);

/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct HostPathType(pub String);

/// Represents a host path mapped into a pod.
/// Host path volumes do not support ownership management or SELinux relabeling.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct HostPathVolumeSource {
    /// path of the directory on the host.
    /// If the path is a symlink, it will follow the link to the real path.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#hostpath
    #[serde(rename = "path")]
    pub path: String,
    /// type for HostPath Volume
    /// Defaults to ""
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#hostpath
    /// +optional
    #[serde(rename = "type", skip_serializing_if = "Option::is_none")]
    pub type_: Option<HostPathType>,
}

/// Represents an empty directory for a pod.
/// Empty directory volumes support ownership management and SELinux relabeling.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct EmptyDirVolumeSource {
    /// medium represents what type of storage medium should back this directory.
    /// The default is "" which means to use the node's default medium.
    /// Must be an empty string (default) or Memory.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#emptydir
    /// +optional
    #[serde(rename = "medium")]
    pub medium: StorageMedium,
    /// sizeLimit is the total amount of local storage required for this EmptyDir volume.
    /// The size limit is also applicable for memory medium.
    /// The maximum usage on memory medium EmptyDir would be the minimum value between
    /// the SizeLimit specified here and the sum of memory limits of all containers in a pod.
    /// The default is nil which means that the limit is undefined.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#emptydir
    /// +optional
    #[serde(rename = "sizeLimit", skip_serializing_if = "Option::is_none")]
    pub size_limit: Option<k8s_openapi::apimachinery::pkg::api::resource::Quantity>,
    /// mode specifies the permission bits for the emptyDir directory, in numeric
    /// notation (e.g., 0755, 01777). Must be a value between 0000 and 01777.
    /// If not specified, defaults to 0777.
    /// This might be in conflict with other options that affect the file
    /// mode, like fsGroup. If fsGroup is specified, the fsGroup permissions
    /// will override the mode specified here.
    /// This field has no effect on Windows.
    /// This field is alpha and requires EmptyDirVolumeMode featuregate to be enabled.
    /// +featureGate=EmptyDirVolumeMode
    /// +optional
    #[serde(rename = "mode", skip_serializing_if = "Option::is_none")]
    pub mode: Option<i32>,
}

/// Represents a Glusterfs mount that lasts the lifetime of a pod.
/// Glusterfs volumes do not support ownership management or SELinux relabeling.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct GlusterfsVolumeSource {
    /// endpoints is the endpoint name that details Glusterfs topology.
    #[serde(rename = "endpoints")]
    pub endpoints_name: String,
    /// path is the Glusterfs volume path.
    /// More info: https://examples.k8s.io/volumes/glusterfs/README.md#create-a-pod
    #[serde(rename = "path")]
    pub path: String,
    /// readOnly here will force the Glusterfs volume to be mounted with read-only permissions.
    /// Defaults to false.
    /// More info: https://examples.k8s.io/volumes/glusterfs/README.md#create-a-pod
    /// +optional
    #[serde(rename = "readOnly")]
    pub read_only: bool,
}

/// Represents a Glusterfs mount that lasts the lifetime of a pod.
/// Glusterfs volumes do not support ownership management or SELinux relabeling.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct GlusterfsPersistentVolumeSource {
    /// endpoints is the endpoint name that details Glusterfs topology.
    /// More info: https://examples.k8s.io/volumes/glusterfs/README.md#create-a-pod
    #[serde(rename = "endpoints")]
    pub endpoints_name: String,
    /// path is the Glusterfs volume path.
    /// More info: https://examples.k8s.io/volumes/glusterfs/README.md#create-a-pod
    #[serde(rename = "path")]
    pub path: String,
    /// readOnly here will force the Glusterfs volume to be mounted with read-only permissions.
    /// Defaults to false.
    /// More info: https://examples.k8s.io/volumes/glusterfs/README.md#create-a-pod
    /// +optional
    #[serde(rename = "readOnly")]
    pub read_only: bool,
    /// endpointsNamespace is the namespace that contains Glusterfs endpoint.
    /// If this field is empty, the EndpointNamespace defaults to the same namespace as the bound PVC.
    /// More info: https://examples.k8s.io/volumes/glusterfs/README.md#create-a-pod
    /// +optional
    #[serde(rename = "endpointsNamespace", skip_serializing_if = "Option::is_none")]
    pub endpoints_namespace: Option<String>,
}

/// Represents a Rados Block Device mount that lasts the lifetime of a pod.
/// RBD volumes support ownership management and SELinux relabeling.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct RBDVolumeSource {
    /// monitors is a collection of Ceph monitors.
    /// More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
    /// +listType=atomic
    #[serde(rename = "monitors")]
    pub ceph_monitors: Vec<String>,
    /// image is the rados image name.
    /// More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
    #[serde(rename = "image")]
    pub rbd_image: String,
    /// fsType is the filesystem type of the volume that you want to mount.
    /// Tip: Ensure that the filesystem type is supported by the host operating system.
    /// Examples: "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#rbd
    /// TODO: how do we prevent errors in the filesystem from compromising the machine
    /// +optional
    #[serde(rename = "fsType")]
    pub fs_type: String,
    /// pool is the rados pool name.
    /// Default is rbd.
    /// More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
    /// +optional
    /// +default="rbd"
    #[serde(rename = "pool")]
    pub rbd_pool: String,
    /// user is the rados user name.
    /// Default is admin.
    /// More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
    /// +optional
    /// +default="admin"
    #[serde(rename = "user")]
    pub rados_user: String,
    /// keyring is the path to key ring for RBDUser.
    /// Default is /etc/ceph/keyring.
    /// More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
    /// +optional
    /// +default="/etc/ceph/keyring"
    #[serde(rename = "keyring")]
    pub keyring: String,
    /// secretRef is name of the authentication secret for RBDUser. If provided
    /// overrides keyring.
    /// Default is nil.
    /// More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
    /// +optional
    #[serde(rename = "secretRef", skip_serializing_if = "Option::is_none")]
    pub secret_ref: Option<LocalObjectReference>,
    /// readOnly here will force the ReadOnly setting in VolumeMounts.
    /// Defaults to false.
    /// More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
    /// +optional
    #[serde(rename = "readOnly")]
    pub read_only: bool,
}

/// Represents a Rados Block Device mount that lasts the lifetime of a pod.
/// RBD volumes support ownership management and SELinux relabeling.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct RBDPersistentVolumeSource {
    /// monitors is a collection of Ceph monitors.
    /// More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
    /// +listType=atomic
    #[serde(rename = "monitors")]
    pub ceph_monitors: Vec<String>,
    /// image is the rados image name.
    /// More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
    #[serde(rename = "image")]
    pub rbd_image: String,
    /// fsType is the filesystem type of the volume that you want to mount.
    /// Tip: Ensure that the filesystem type is supported by the host operating system.
    /// Examples: "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#rbd
    /// TODO: how do we prevent errors in the filesystem from compromising the machine
    /// +optional
    #[serde(rename = "fsType")]
    pub fs_type: String,
    /// pool is the rados pool name.
    /// Default is rbd.
    /// More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
    /// +optional
    /// +default="rbd"
    #[serde(rename = "pool")]
    pub rbd_pool: String,
    /// user is the rados user name.
    /// Default is admin.
    /// More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
    /// +optional
    /// +default="admin"
    #[serde(rename = "user")]
    pub rados_user: String,
    /// keyring is the path to key ring for RBDUser.
    /// Default is /etc/ceph/keyring.
    /// More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
    /// +optional
    /// +default="/etc/ceph/keyring"
    #[serde(rename = "keyring")]
    pub keyring: String,
    /// secretRef is name of the authentication secret for RBDUser. If provided
    /// overrides keyring.
    /// Default is nil.
    /// More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
    /// +optional
    #[serde(rename = "secretRef", skip_serializing_if = "Option::is_none")]
    pub secret_ref: Option<SecretReference>,
    /// readOnly here will force the ReadOnly setting in VolumeMounts.
    /// Defaults to false.
    /// More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
    /// +optional
    #[serde(rename = "readOnly")]
    pub read_only: bool,
}

/// Represents a cinder volume resource in Openstack.
/// A Cinder volume must exist before mounting to a container.
/// The volume must also be in the same region as the kubelet.
/// Cinder volumes support ownership management and SELinux relabeling.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct CinderVolumeSource {
    /// volumeID used to identify the volume in cinder.
    /// More info: https://examples.k8s.io/mysql-cinder-pd/README.md
    #[serde(rename = "volumeID")]
    pub volume_id: String,
    /// fsType is the filesystem type to mount.
    /// Must be a filesystem type supported by the host operating system.
    /// Examples: "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified.
    /// More info: https://examples.k8s.io/mysql-cinder-pd/README.md
    /// +optional
    #[serde(rename = "fsType")]
    pub fs_type: String,
    /// readOnly defaults to false (read/write). ReadOnly here will force
    /// the ReadOnly setting in VolumeMounts.
    /// More info: https://examples.k8s.io/mysql-cinder-pd/README.md
    /// +optional
    #[serde(rename = "readOnly")]
    pub read_only: bool,
    /// secretRef is optional: points to a secret object containing parameters used to connect
    /// to OpenStack.
    /// +optional
    #[serde(rename = "secretRef", skip_serializing_if = "Option::is_none")]
    pub secret_ref: Option<LocalObjectReference>,
}

/// Represents a cinder volume resource in Openstack.
/// A Cinder volume must exist before mounting to a container.
/// The volume must also be in the same region as the kubelet.
/// Cinder volumes support ownership management and SELinux relabeling.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct CinderPersistentVolumeSource {
    /// volumeID used to identify the volume in cinder.
    /// More info: https://examples.k8s.io/mysql-cinder-pd/README.md
    #[serde(rename = "volumeID")]
    pub volume_id: String,
    /// fsType Filesystem type to mount.
    /// Must be a filesystem type supported by the host operating system.
    /// Examples: "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified.
    /// More info: https://examples.k8s.io/mysql-cinder-pd/README.md
    /// +optional
    #[serde(rename = "fsType")]
    pub fs_type: String,
    /// readOnly is Optional: Defaults to false (read/write). ReadOnly here will force
    /// the ReadOnly setting in VolumeMounts.
    /// More info: https://examples.k8s.io/mysql-cinder-pd/README.md
    /// +optional
    #[serde(rename = "readOnly")]
    pub read_only: bool,
    /// secretRef is Optional: points to a secret object containing parameters used to connect
    /// to OpenStack.
    /// +optional
    #[serde(rename = "secretRef", skip_serializing_if = "Option::is_none")]
    pub secret_ref: Option<SecretReference>,
}

/// Represents a Ceph Filesystem mount that lasts the lifetime of a pod
/// Cephfs volumes do not support ownership management or SELinux relabeling.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct CephFSVolumeSource {
    /// monitors is Required: Monitors is a collection of Ceph monitors
    /// More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it
    /// +listType=atomic
    #[serde(rename = "monitors")]
    pub monitors: Vec<String>,
    /// path is Optional: Used as the mounted root, rather than the full Ceph tree, default is /
    /// +optional
    #[serde(rename = "path")]
    pub path: String,
    /// user is optional: User is the rados user name, default is admin
    /// More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it
    /// +optional
    #[serde(rename = "user")]
    pub user: String,
    /// secretFile is Optional: SecretFile is the path to key ring for User, default is /etc/ceph/user.secret
    /// More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it
    /// +optional
    #[serde(rename = "secretFile")]
    pub secret_file: String,
    /// secretRef is Optional: SecretRef is reference to the authentication secret for User, default is empty.
    /// More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it
    /// +optional
    #[serde(rename = "secretRef", skip_serializing_if = "Option::is_none")]
    pub secret_ref: Option<LocalObjectReference>,
    /// readOnly is Optional: Defaults to false (read/write). ReadOnly here will force
    /// the ReadOnly setting in VolumeMounts.
    /// More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it
    /// +optional
    #[serde(rename = "readOnly")]
    pub read_only: bool,
}

/// SecretReference represents a Secret Reference. It has enough information to retrieve secret
/// in any namespace
/// +structType=atomic
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct SecretReference {
    /// name is unique within a namespace to reference a secret resource.
    /// +optional
    #[serde(rename = "name")]
    pub name: String,
    /// namespace defines the space within which the secret name must be unique.
    /// +optional
    #[serde(rename = "namespace")]
    pub namespace: String,
}

/// Represents a Ceph Filesystem mount that lasts the lifetime of a pod
/// Cephfs volumes do not support ownership management or SELinux relabeling.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct CephFSPersistentVolumeSource {
    /// monitors is Required: Monitors is a collection of Ceph monitors
    /// More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it
    /// +listType=atomic
    #[serde(rename = "monitors")]
    pub monitors: Vec<String>,
    /// path is Optional: Used as the mounted root, rather than the full Ceph tree, default is /
    /// +optional
    #[serde(rename = "path")]
    pub path: String,
    /// user is Optional: User is the rados user name, default is admin
    /// More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it
    /// +optional
    #[serde(rename = "user")]
    pub user: String,
    /// secretFile is Optional: SecretFile is the path to key ring for User, default is /etc/ceph/user.secret
    /// More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it
    /// +optional
    #[serde(rename = "secretFile")]
    pub secret_file: String,
    /// secretRef is Optional: SecretRef is reference to the authentication secret for User, default is empty.
    /// More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it
    /// +optional
    #[serde(rename = "secretRef", skip_serializing_if = "Option::is_none")]
    pub secret_ref: Option<SecretReference>,
    /// readOnly is Optional: Defaults to false (read/write). ReadOnly here will force
    /// the ReadOnly setting in VolumeMounts.
    /// More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it
    /// +optional
    #[serde(rename = "readOnly")]
    pub read_only: bool,
}

/// Represents a Flocker volume mounted by the Flocker agent.
/// One and only one of datasetName and datasetUUID should be set.
/// Flocker volumes do not support ownership management or SELinux relabeling.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct FlockerVolumeSource {
    /// datasetName is Name of the dataset stored as metadata -> name on the dataset for Flocker
    /// should be considered as deprecated
    /// +optional
    #[serde(rename = "datasetName")]
    pub dataset_name: String,
    /// datasetUUID is the UUID of the dataset. This is unique identifier of a Flocker dataset
    /// +optional
    #[serde(rename = "datasetUUID")]
    pub dataset_uuid: String,
}

/// StorageMedium defines ways that storage can be allocated to a volume.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct StorageMedium(pub String);

/// Protocol defines network protocols supported for things like container ports.
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct Protocol(pub String);

/// Represents a Persistent Disk resource in Google Compute Engine.
///
/// A GCE PD must exist before mounting to a container. The disk must
/// also be in the same GCE project and zone as the kubelet. A GCE PD
/// can only be mounted as read/write once or read-only many times. GCE
/// PDs support ownership management and SELinux relabeling.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct GCEPersistentDiskVolumeSource {
    /// pdName is unique name of the PD resource in GCE. Used to identify the disk in GCE.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#gcepersistentdisk
    #[serde(rename = "pdName")]
    pub pd_name: String,
    /// fsType is filesystem type of the volume that you want to mount.
    /// Tip: Ensure that the filesystem type is supported by the host operating system.
    /// Examples: "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#gcepersistentdisk
    /// TODO: how do we prevent errors in the filesystem from compromising the machine
    /// +optional
    #[serde(rename = "fsType")]
    pub fs_type: String,
    /// partition is the partition in the volume that you want to mount.
    /// If omitted, the default is to mount by volume name.
    /// Examples: For volume /dev/sda1, you specify the partition as "1".
    /// Similarly, the volume partition for /dev/sda is "0" (or you can leave the property empty).
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#gcepersistentdisk
    /// +optional
    #[serde(rename = "partition")]
    pub partition: i32,
    /// readOnly here will force the ReadOnly setting in VolumeMounts.
    /// Defaults to false.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#gcepersistentdisk
    /// +optional
    #[serde(rename = "readOnly")]
    pub read_only: bool,
}

/// Represents a Quobyte mount that lasts the lifetime of a pod.
/// Quobyte volumes do not support ownership management or SELinux relabeling.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct QuobyteVolumeSource {
    /// registry represents a single or multiple Quobyte Registry services
    /// specified as a string as host:port pair (multiple entries are separated with commas)
    /// which acts as the central registry for volumes
    #[serde(rename = "registry")]
    pub registry: String,
    /// volume is a string that references an already created Quobyte volume by name.
    #[serde(rename = "volume")]
    pub volume: String,
    /// readOnly here will force the Quobyte volume to be mounted with read-only permissions.
    /// Defaults to false.
    /// +optional
    #[serde(rename = "readOnly")]
    pub read_only: bool,
    /// user to map volume access to
    /// Defaults to serivceaccount user
    /// +optional
    #[serde(rename = "user")]
    pub user: String,
    /// group to map volume access to
    /// Default is no group
    /// +optional
    #[serde(rename = "group")]
    pub group: String,
    /// tenant owning the given Quobyte volume in the Backend
    /// Used with dynamically provisioned Quobyte volumes, value is set by the plugin
    /// +optional
    #[serde(rename = "tenant")]
    pub tenant: String,
}

/// FlexPersistentVolumeSource represents a generic persistent volume resource that is
/// provisioned/attached using an exec based plugin.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct FlexPersistentVolumeSource {
    /// driver is the name of the driver to use for this volume.
    #[serde(rename = "driver")]
    pub driver: String,
    /// fsType is the Filesystem type to mount.
    /// Must be a filesystem type supported by the host operating system.
    /// Ex. "ext4", "xfs", "ntfs". The default filesystem depends on FlexVolume script.
    /// +optional
    #[serde(rename = "fsType")]
    pub fs_type: String,
    /// secretRef is Optional: SecretRef is reference to the secret object containing
    /// sensitive information to pass to the plugin scripts. This may be
    /// empty if no secret object is specified. If the secret object
    /// contains more than one secret, all secrets are passed to the plugin
    /// scripts.
    /// +optional
    #[serde(rename = "secretRef", skip_serializing_if = "Option::is_none")]
    pub secret_ref: Option<SecretReference>,
    /// readOnly is Optional: defaults to false (read/write). ReadOnly here will force
    /// the ReadOnly setting in VolumeMounts.
    /// +optional
    #[serde(rename = "readOnly")]
    pub read_only: bool,
    /// options is Optional: this field holds extra command options if any.
    /// +optional
    #[serde(rename = "options", skip_serializing_if = "BTreeMap::is_empty")]
    pub options: BTreeMap<String, String>,
}

/// FlexVolume represents a generic volume resource that is
/// provisioned/attached using an exec based plugin.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct FlexVolumeSource {
    /// driver is the name of the driver to use for this volume.
    #[serde(rename = "driver")]
    pub driver: String,
    /// fsType is the filesystem type to mount.
    /// Must be a filesystem type supported by the host operating system.
    /// Ex. "ext4", "xfs", "ntfs". The default filesystem depends on FlexVolume script.
    /// +optional
    #[serde(rename = "fsType")]
    pub fs_type: String,
    /// secretRef is Optional: secretRef is reference to the secret object containing
    /// sensitive information to pass to the plugin scripts. This may be
    /// empty if no secret object is specified. If the secret object
    /// contains more than one secret, all secrets are passed to the plugin
    /// scripts.
    /// +optional
    #[serde(rename = "secretRef", skip_serializing_if = "Option::is_none")]
    pub secret_ref: Option<LocalObjectReference>,
    /// readOnly is Optional: defaults to false (read/write). ReadOnly here will force
    /// the ReadOnly setting in VolumeMounts.
    /// +optional
    #[serde(rename = "readOnly")]
    pub read_only: bool,
    /// options is Optional: this field holds extra command options if any.
    /// +optional
    #[serde(rename = "options", skip_serializing_if = "BTreeMap::is_empty")]
    pub options: BTreeMap<String, String>,
}

/// Represents a Persistent Disk resource in AWS.
///
/// An AWS EBS disk must exist before mounting to a container. The disk
/// must also be in the same AWS zone as the kubelet. An AWS EBS disk
/// can only be mounted as read/write once. AWS EBS volumes support
/// ownership management and SELinux relabeling.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct AWSElasticBlockStoreVolumeSource {
    /// volumeID is unique ID of the persistent disk resource in AWS (Amazon EBS volume).
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#awselasticblockstore
    #[serde(rename = "volumeID")]
    pub volume_id: String,
    /// fsType is the filesystem type of the volume that you want to mount.
    /// Tip: Ensure that the filesystem type is supported by the host operating system.
    /// Examples: "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#awselasticblockstore
    /// TODO: how do we prevent errors in the filesystem from compromising the machine
    /// +optional
    #[serde(rename = "fsType")]
    pub fs_type: String,
    /// partition is the partition in the volume that you want to mount.
    /// If omitted, the default is to mount by volume name.
    /// Examples: For volume /dev/sda1, you specify the partition as "1".
    /// Similarly, the volume partition for /dev/sda is "0" (or you can leave the property empty).
    /// +optional
    #[serde(rename = "partition")]
    pub partition: i32,
    /// readOnly value true will force the readOnly setting in VolumeMounts.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#awselasticblockstore
    /// +optional
    #[serde(rename = "readOnly")]
    pub read_only: bool,
}

/// Represents a volume that is populated with the contents of a git repository.
/// Git repo volumes do not support ownership management.
/// Git repo volumes support SELinux relabeling.
///
/// DEPRECATED: GitRepo is deprecated. To provision a container with a git repo, mount an
/// EmptyDir into an InitContainer that clones the repo using git, then mount the EmptyDir
/// into the Pod's container.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct GitRepoVolumeSource {
    /// repository is the URL
    #[serde(rename = "repository")]
    pub repository: String,
    /// revision is the commit hash for the specified revision.
    /// +optional
    #[serde(rename = "revision")]
    pub revision: String,
    /// directory is the target directory name.
    /// Must not contain or start with '..'.  If '.' is supplied, the volume directory will be the
    /// git repository.  Otherwise, if specified, the volume will contain the git repository in
    /// the subdirectory with the given name.
    /// +optional
    #[serde(rename = "directory")]
    pub directory: String,
}

/// Adapts a Secret into a volume.
///
/// The contents of the target Secret's Data field will be presented in a volume
/// as files using the keys in the Data field as the file names.
/// Secret volumes support ownership management and SELinux relabeling.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct SecretVolumeSource {
    /// secretName is the name of the secret in the pod's namespace to use.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#secret
    /// +optional
    #[serde(rename = "secretName")]
    pub secret_name: String,
    /// items If unspecified, each key-value pair in the Data field of the referenced
    /// Secret will be projected into the volume as a file whose name is the
    /// key and content is the value. If specified, the listed keys will be
    /// projected into the specified paths, and unlisted keys will not be
    /// present. If a key is specified which is not present in the Secret,
    /// the volume setup will error unless it is marked optional. Paths must be
    /// relative and may not contain the '..' path or start with '..'.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "items", skip_serializing_if = "Vec::is_empty")]
    pub items: Vec<KeyToPath>,
    /// defaultMode is Optional: mode bits used to set permissions on created files by default.
    /// Must be an octal value between 0000 and 0777 or a decimal value between 0 and 511.
    /// YAML accepts both octal and decimal values, JSON requires decimal values
    /// for mode bits. Defaults to 0644.
    /// Directories within the path are not affected by this setting.
    /// This might be in conflict with other options that affect the file
    /// mode, like fsGroup, and the result can be other mode bits set.
    /// +optional
    #[serde(rename = "defaultMode", skip_serializing_if = "Option::is_none")]
    pub default_mode: Option<i32>,
    /// optional field specify whether the Secret or its keys must be defined
    /// +optional
    #[serde(rename = "optional", skip_serializing_if = "Option::is_none")]
    pub optional: Option<bool>,
    /// defaultUser is Optional: The owner UID of the created files by default.
    /// The defaultUser field is only used as a fallback when the item-level user field is unset.
    /// (Alpha) This field requires the AtomicWriteVolumeUserFields feature gate to be enabled.
    /// +featureGate=AtomicWriteVolumeUserFields
    /// +optional
    #[serde(rename = "defaultUser", skip_serializing_if = "Option::is_none")]
    pub default_user: Option<i64>,
}

/// Adapts a secret into a projected volume.
///
/// The contents of the target Secret's Data field will be presented in a
/// projected volume as files using the keys in the Data field as the file names.
/// Note that this is identical to a secret volume source without the default
/// mode.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct SecretProjection {
    #[serde(flatten)]
    pub local_object_reference: LocalObjectReference,
    /// items if unspecified, each key-value pair in the Data field of the referenced
    /// Secret will be projected into the volume as a file whose name is the
    /// key and content is the value. If specified, the listed keys will be
    /// projected into the specified paths, and unlisted keys will not be
    /// present. If a key is specified which is not present in the Secret,
    /// the volume setup will error unless it is marked optional. Paths must be
    /// relative and may not contain the '..' path or start with '..'.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "items", skip_serializing_if = "Vec::is_empty")]
    pub items: Vec<KeyToPath>,
    /// optional field specify whether the Secret or its key must be defined
    /// +optional
    #[serde(rename = "optional", skip_serializing_if = "Option::is_none")]
    pub optional: Option<bool>,
}

/// Represents an NFS mount that lasts the lifetime of a pod.
/// NFS volumes do not support ownership management or SELinux relabeling.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct NFSVolumeSource {
    /// server is the hostname or IP address of the NFS server.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#nfs
    #[serde(rename = "server")]
    pub server: String,
    /// path that is exported by the NFS server.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#nfs
    #[serde(rename = "path")]
    pub path: String,
    /// readOnly here will force the NFS export to be mounted with read-only permissions.
    /// Defaults to false.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#nfs
    /// +optional
    #[serde(rename = "readOnly")]
    pub read_only: bool,
}

/// Represents an ISCSI disk.
/// ISCSI volumes can only be mounted as read/write once.
/// ISCSI volumes support ownership management and SELinux relabeling.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ISCSIVolumeSource {
    /// targetPortal is iSCSI Target Portal. The Portal is either an IP or ip_addr:port if the port
    /// is other than default (typically TCP ports 860 and 3260).
    #[serde(rename = "targetPortal")]
    pub target_portal: String,
    /// iqn is the target iSCSI Qualified Name.
    #[serde(rename = "iqn")]
    pub iqn: String,
    /// lun represents iSCSI Target Lun number.
    #[serde(rename = "lun")]
    pub lun: i32,
    /// iscsiInterface is the interface Name that uses an iSCSI transport.
    /// Defaults to 'default' (tcp).
    /// +optional
    /// +default="default"
    #[serde(rename = "iscsiInterface")]
    pub iscsi_interface: String,
    /// fsType is the filesystem type of the volume that you want to mount.
    /// Tip: Ensure that the filesystem type is supported by the host operating system.
    /// Examples: "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#iscsi
    /// TODO: how do we prevent errors in the filesystem from compromising the machine
    /// +optional
    #[serde(rename = "fsType")]
    pub fs_type: String,
    /// readOnly here will force the ReadOnly setting in VolumeMounts.
    /// Defaults to false.
    /// +optional
    #[serde(rename = "readOnly")]
    pub read_only: bool,
    /// portals is the iSCSI Target Portal List. The portal is either an IP or ip_addr:port if the port
    /// is other than default (typically TCP ports 860 and 3260).
    /// +optional
    /// +listType=atomic
    #[serde(rename = "portals", skip_serializing_if = "Vec::is_empty")]
    pub portals: Vec<String>,
    /// chapAuthDiscovery defines whether support iSCSI Discovery CHAP authentication
    /// +optional
    #[serde(rename = "chapAuthDiscovery")]
    pub discovery_chap_auth: bool,
    /// chapAuthSession defines whether support iSCSI Session CHAP authentication
    /// +optional
    #[serde(rename = "chapAuthSession")]
    pub session_chap_auth: bool,
    /// secretRef is the CHAP Secret for iSCSI target and initiator authentication
    /// +optional
    #[serde(rename = "secretRef", skip_serializing_if = "Option::is_none")]
    pub secret_ref: Option<LocalObjectReference>,
    /// initiatorName is the custom iSCSI Initiator Name.
    /// If initiatorName is specified with iscsiInterface simultaneously, new iSCSI interface
    /// <target portal>:<volume name> will be created for the connection.
    /// +optional
    #[serde(rename = "initiatorName", skip_serializing_if = "Option::is_none")]
    pub initiator_name: Option<String>,
}

/// ISCSIPersistentVolumeSource represents an ISCSI disk.
/// ISCSI volumes can only be mounted as read/write once.
/// ISCSI volumes support ownership management and SELinux relabeling.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ISCSIPersistentVolumeSource {
    /// targetPortal is iSCSI Target Portal. The Portal is either an IP or ip_addr:port if the port
    /// is other than default (typically TCP ports 860 and 3260).
    #[serde(rename = "targetPortal")]
    pub target_portal: String,
    /// iqn is Target iSCSI Qualified Name.
    #[serde(rename = "iqn")]
    pub iqn: String,
    /// lun is iSCSI Target Lun number.
    #[serde(rename = "lun")]
    pub lun: i32,
    /// iscsiInterface is the interface Name that uses an iSCSI transport.
    /// Defaults to 'default' (tcp).
    /// +optional
    /// +default="default"
    #[serde(rename = "iscsiInterface")]
    pub iscsi_interface: String,
    /// fsType is the filesystem type of the volume that you want to mount.
    /// Tip: Ensure that the filesystem type is supported by the host operating system.
    /// Examples: "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes#iscsi
    /// TODO: how do we prevent errors in the filesystem from compromising the machine
    /// +optional
    #[serde(rename = "fsType")]
    pub fs_type: String,
    /// readOnly here will force the ReadOnly setting in VolumeMounts.
    /// Defaults to false.
    /// +optional
    #[serde(rename = "readOnly")]
    pub read_only: bool,
    /// portals is the iSCSI Target Portal List. The Portal is either an IP or ip_addr:port if the port
    /// is other than default (typically TCP ports 860 and 3260).
    /// +optional
    /// +listType=atomic
    #[serde(rename = "portals", skip_serializing_if = "Vec::is_empty")]
    pub portals: Vec<String>,
    /// chapAuthDiscovery defines whether support iSCSI Discovery CHAP authentication
    /// +optional
    #[serde(rename = "chapAuthDiscovery")]
    pub discovery_chap_auth: bool,
    /// chapAuthSession defines whether support iSCSI Session CHAP authentication
    /// +optional
    #[serde(rename = "chapAuthSession")]
    pub session_chap_auth: bool,
    /// secretRef is the CHAP Secret for iSCSI target and initiator authentication
    /// +optional
    #[serde(rename = "secretRef", skip_serializing_if = "Option::is_none")]
    pub secret_ref: Option<SecretReference>,
    /// initiatorName is the custom iSCSI Initiator Name.
    /// If initiatorName is specified with iscsiInterface simultaneously, new iSCSI interface
    /// <target portal>:<volume name> will be created for the connection.
    /// +optional
    #[serde(rename = "initiatorName", skip_serializing_if = "Option::is_none")]
    pub initiator_name: Option<String>,
}

/// Represents a Fibre Channel volume.
/// Fibre Channel volumes can only be mounted as read/write once.
/// Fibre Channel volumes support ownership management and SELinux relabeling.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct FCVolumeSource {
    /// targetWWNs is Optional: FC target worldwide names (WWNs)
    /// +optional
    /// +listType=atomic
    #[serde(rename = "targetWWNs", skip_serializing_if = "Vec::is_empty")]
    pub target_wwns: Vec<String>,
    /// lun is Optional: FC target lun number
    /// +optional
    #[serde(rename = "lun", skip_serializing_if = "Option::is_none")]
    pub lun: Option<i32>,
    /// fsType is the filesystem type to mount.
    /// Must be a filesystem type supported by the host operating system.
    /// Ex. "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified.
    /// TODO: how do we prevent errors in the filesystem from compromising the machine
    /// +optional
    #[serde(rename = "fsType")]
    pub fs_type: String,
    /// readOnly is Optional: Defaults to false (read/write). ReadOnly here will force
    /// the ReadOnly setting in VolumeMounts.
    /// +optional
    #[serde(rename = "readOnly")]
    pub read_only: bool,
    /// wwids Optional: FC volume world wide identifiers (wwids)
    /// Either wwids or combination of targetWWNs and lun must be set, but not both simultaneously.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "wwids", skip_serializing_if = "Vec::is_empty")]
    pub wwids: Vec<String>,
}

/// AzureFile represents an Azure File Service mount on the host and bind mount to the pod.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct AzureFileVolumeSource {
    /// secretName is the  name of secret that contains Azure Storage Account Name and Key
    #[serde(rename = "secretName")]
    pub secret_name: String,
    /// shareName is the azure share Name
    #[serde(rename = "shareName")]
    pub share_name: String,
    /// readOnly defaults to false (read/write). ReadOnly here will force
    /// the ReadOnly setting in VolumeMounts.
    /// +optional
    #[serde(rename = "readOnly")]
    pub read_only: bool,
}

/// AzureFile represents an Azure File Service mount on the host and bind mount to the pod.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct AzureFilePersistentVolumeSource {
    /// secretName is the name of secret that contains Azure Storage Account Name and Key
    #[serde(rename = "secretName")]
    pub secret_name: String,
    /// shareName is the azure Share Name
    #[serde(rename = "shareName")]
    pub share_name: String,
    /// readOnly defaults to false (read/write). ReadOnly here will force
    /// the ReadOnly setting in VolumeMounts.
    /// +optional
    #[serde(rename = "readOnly")]
    pub read_only: bool,
    /// secretNamespace is the namespace of the secret that contains Azure Storage Account Name and Key
    /// default is the same as the Pod
    /// +optional
    #[serde(rename = "secretNamespace", skip_serializing_if = "Option::is_none")]
    pub secret_namespace: Option<String>,
}

/// Represents a vSphere volume resource.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct VsphereVirtualDiskVolumeSource {
    /// volumePath is the path that identifies vSphere volume vmdk
    #[serde(rename = "volumePath")]
    pub volume_path: String,
    /// fsType is filesystem type to mount.
    /// Must be a filesystem type supported by the host operating system.
    /// Ex. "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified.
    /// +optional
    #[serde(rename = "fsType")]
    pub fs_type: String,
    /// storagePolicyName is the storage Policy Based Management (SPBM) profile name.
    /// +optional
    #[serde(rename = "storagePolicyName")]
    pub storage_policy_name: String,
    /// storagePolicyID is the storage Policy Based Management (SPBM) profile ID associated with the StoragePolicyName.
    /// +optional
    #[serde(rename = "storagePolicyID")]
    pub storage_policy_id: String,
}

/// Represents a Photon Controller persistent disk resource.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PhotonPersistentDiskVolumeSource {
    /// pdID is the ID that identifies Photon Controller persistent disk
    #[serde(rename = "pdID")]
    pub pd_id: String,
    /// fsType is the filesystem type to mount.
    /// Must be a filesystem type supported by the host operating system.
    /// Ex. "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified.
    #[serde(rename = "fsType")]
    pub fs_type: String,
}

/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct AzureDataDiskCachingMode(pub String);

/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct AzureDataDiskKind(pub String);

/// AzureDisk represents an Azure Data Disk mount on the host and bind mount to the pod.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct AzureDiskVolumeSource {
    /// diskName is the Name of the data disk in the blob storage
    #[serde(rename = "diskName")]
    pub disk_name: String,
    /// diskURI is the URI of data disk in the blob storage
    #[serde(rename = "diskURI")]
    pub data_disk_uri: String,
    /// cachingMode is the Host Caching mode: None, Read Only, Read Write.
    /// +optional
    /// +default=ref(AzureDataDiskCachingReadWrite)
    #[serde(rename = "cachingMode", skip_serializing_if = "Option::is_none")]
    pub caching_mode: Option<AzureDataDiskCachingMode>,
    /// fsType is Filesystem type to mount.
    /// Must be a filesystem type supported by the host operating system.
    /// Ex. "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified.
    /// +optional
    /// +default="ext4"
    #[serde(rename = "fsType", skip_serializing_if = "Option::is_none")]
    pub fs_type: Option<String>,
    /// readOnly Defaults to false (read/write). ReadOnly here will force
    /// the ReadOnly setting in VolumeMounts.
    /// +optional
    /// +default=false
    #[serde(rename = "readOnly", skip_serializing_if = "Option::is_none")]
    pub read_only: Option<bool>,
    /// kind expected values are Shared: multiple blob disks per storage account  Dedicated: single blob disk per storage account  Managed: azure managed data disk (only in managed availability set). defaults to shared
    /// +default=ref(AzureSharedBlobDisk)
    #[serde(rename = "kind", skip_serializing_if = "Option::is_none")]
    pub kind: Option<AzureDataDiskKind>,
}

/// PortworxVolumeSource represents a Portworx volume resource.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PortworxVolumeSource {
    /// volumeID uniquely identifies a Portworx volume
    #[serde(rename = "volumeID")]
    pub volume_id: String,
    /// fSType represents the filesystem type to mount
    /// Must be a filesystem type supported by the host operating system.
    /// Ex. "ext4", "xfs". Implicitly inferred to be "ext4" if unspecified.
    #[serde(rename = "fsType")]
    pub fs_type: String,
    /// readOnly defaults to false (read/write). ReadOnly here will force
    /// the ReadOnly setting in VolumeMounts.
    /// +optional
    #[serde(rename = "readOnly")]
    pub read_only: bool,
}

/// ScaleIOVolumeSource represents a persistent ScaleIO volume
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ScaleIOVolumeSource {
    /// gateway is the host address of the ScaleIO API Gateway.
    #[serde(rename = "gateway")]
    pub gateway: String,
    /// system is the name of the storage system as configured in ScaleIO.
    #[serde(rename = "system")]
    pub system: String,
    /// secretRef references to the secret for ScaleIO user and other
    /// sensitive information. If this is not provided, Login operation will fail.
    #[serde(rename = "secretRef", skip_serializing_if = "Option::is_none")]
    pub secret_ref: Option<LocalObjectReference>,
    /// sslEnabled Flag enable/disable SSL communication with Gateway, default false
    /// +optional
    #[serde(rename = "sslEnabled")]
    pub ssl_enabled: bool,
    /// protectionDomain is the name of the ScaleIO Protection Domain for the configured storage.
    /// +optional
    #[serde(rename = "protectionDomain")]
    pub protection_domain: String,
    /// storagePool is the ScaleIO Storage Pool associated with the protection domain.
    /// +optional
    #[serde(rename = "storagePool")]
    pub storage_pool: String,
    /// storageMode indicates whether the storage for a volume should be ThickProvisioned or ThinProvisioned.
    /// Default is ThinProvisioned.
    /// +optional
    /// +default="ThinProvisioned"
    #[serde(rename = "storageMode")]
    pub storage_mode: String,
    /// volumeName is the name of a volume already created in the ScaleIO system
    /// that is associated with this volume source.
    #[serde(rename = "volumeName")]
    pub volume_name: String,
    /// fsType is the filesystem type to mount.
    /// Must be a filesystem type supported by the host operating system.
    /// Ex. "ext4", "xfs", "ntfs".
    /// Default is "xfs".
    /// +optional
    /// +default="xfs"
    #[serde(rename = "fsType")]
    pub fs_type: String,
    /// readOnly Defaults to false (read/write). ReadOnly here will force
    /// the ReadOnly setting in VolumeMounts.
    /// +optional
    #[serde(rename = "readOnly")]
    pub read_only: bool,
}

/// ScaleIOPersistentVolumeSource represents a persistent ScaleIO volume
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ScaleIOPersistentVolumeSource {
    /// gateway is the host address of the ScaleIO API Gateway.
    #[serde(rename = "gateway")]
    pub gateway: String,
    /// system is the name of the storage system as configured in ScaleIO.
    #[serde(rename = "system")]
    pub system: String,
    /// secretRef references to the secret for ScaleIO user and other
    /// sensitive information. If this is not provided, Login operation will fail.
    #[serde(rename = "secretRef", skip_serializing_if = "Option::is_none")]
    pub secret_ref: Option<SecretReference>,
    /// sslEnabled is the flag to enable/disable SSL communication with Gateway, default false
    /// +optional
    #[serde(rename = "sslEnabled")]
    pub ssl_enabled: bool,
    /// protectionDomain is the name of the ScaleIO Protection Domain for the configured storage.
    /// +optional
    #[serde(rename = "protectionDomain")]
    pub protection_domain: String,
    /// storagePool is the ScaleIO Storage Pool associated with the protection domain.
    /// +optional
    #[serde(rename = "storagePool")]
    pub storage_pool: String,
    /// storageMode indicates whether the storage for a volume should be ThickProvisioned or ThinProvisioned.
    /// Default is ThinProvisioned.
    /// +optional
    /// +default="ThinProvisioned"
    #[serde(rename = "storageMode")]
    pub storage_mode: String,
    /// volumeName is the name of a volume already created in the ScaleIO system
    /// that is associated with this volume source.
    #[serde(rename = "volumeName")]
    pub volume_name: String,
    /// fsType is the filesystem type to mount.
    /// Must be a filesystem type supported by the host operating system.
    /// Ex. "ext4", "xfs", "ntfs".
    /// Default is "xfs"
    /// +optional
    /// +default="xfs"
    #[serde(rename = "fsType")]
    pub fs_type: String,
    /// readOnly defaults to false (read/write). ReadOnly here will force
    /// the ReadOnly setting in VolumeMounts.
    /// +optional
    #[serde(rename = "readOnly")]
    pub read_only: bool,
}

/// Represents a StorageOS persistent volume resource.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct StorageOSVolumeSource {
    /// volumeName is the human-readable name of the StorageOS volume.  Volume
    /// names are only unique within a namespace.
    #[serde(rename = "volumeName")]
    pub volume_name: String,
    /// volumeNamespace specifies the scope of the volume within StorageOS.  If no
    /// namespace is specified then the Pod's namespace will be used.  This allows the
    /// Kubernetes name scoping to be mirrored within StorageOS for tighter integration.
    /// Set VolumeName to any name to override the default behaviour.
    /// Set to "default" if you are not using namespaces within StorageOS.
    /// Namespaces that do not pre-exist within StorageOS will be created.
    /// +optional
    #[serde(rename = "volumeNamespace")]
    pub volume_namespace: String,
    /// fsType is the filesystem type to mount.
    /// Must be a filesystem type supported by the host operating system.
    /// Ex. "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified.
    /// +optional
    #[serde(rename = "fsType")]
    pub fs_type: String,
    /// readOnly defaults to false (read/write). ReadOnly here will force
    /// the ReadOnly setting in VolumeMounts.
    /// +optional
    #[serde(rename = "readOnly")]
    pub read_only: bool,
    /// secretRef specifies the secret to use for obtaining the StorageOS API
    /// credentials.  If not specified, default values will be attempted.
    /// +optional
    #[serde(rename = "secretRef", skip_serializing_if = "Option::is_none")]
    pub secret_ref: Option<LocalObjectReference>,
}

/// Represents a StorageOS persistent volume resource.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct StorageOSPersistentVolumeSource {
    /// volumeName is the human-readable name of the StorageOS volume.  Volume
    /// names are only unique within a namespace.
    #[serde(rename = "volumeName")]
    pub volume_name: String,
    /// volumeNamespace specifies the scope of the volume within StorageOS.  If no
    /// namespace is specified then the Pod's namespace will be used.  This allows the
    /// Kubernetes name scoping to be mirrored within StorageOS for tighter integration.
    /// Set VolumeName to any name to override the default behaviour.
    /// Set to "default" if you are not using namespaces within StorageOS.
    /// Namespaces that do not pre-exist within StorageOS will be created.
    /// +optional
    #[serde(rename = "volumeNamespace")]
    pub volume_namespace: String,
    /// fsType is the filesystem type to mount.
    /// Must be a filesystem type supported by the host operating system.
    /// Ex. "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified.
    /// +optional
    #[serde(rename = "fsType")]
    pub fs_type: String,
    /// readOnly defaults to false (read/write). ReadOnly here will force
    /// the ReadOnly setting in VolumeMounts.
    /// +optional
    #[serde(rename = "readOnly")]
    pub read_only: bool,
    /// secretRef specifies the secret to use for obtaining the StorageOS API
    /// credentials.  If not specified, default values will be attempted.
    /// +optional
    #[serde(rename = "secretRef", skip_serializing_if = "Option::is_none")]
    pub secret_ref: Option<ObjectReference>,
}

/// Adapts a ConfigMap into a volume.
///
/// The contents of the target ConfigMap's Data field will be presented in a
/// volume as files using the keys in the Data field as the file names, unless
/// the items element is populated with specific mappings of keys to paths.
/// ConfigMap volumes support ownership management and SELinux relabeling.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ConfigMapVolumeSource {
    #[serde(flatten)]
    pub local_object_reference: LocalObjectReference,
    /// items if unspecified, each key-value pair in the Data field of the referenced
    /// ConfigMap will be projected into the volume as a file whose name is the
    /// key and content is the value. If specified, the listed keys will be
    /// projected into the specified paths, and unlisted keys will not be
    /// present. If a key is specified which is not present in the ConfigMap,
    /// the volume setup will error unless it is marked optional. Paths must be
    /// relative and may not contain the '..' path or start with '..'.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "items", skip_serializing_if = "Vec::is_empty")]
    pub items: Vec<KeyToPath>,
    /// defaultMode is optional: mode bits used to set permissions on created files by default.
    /// Must be an octal value between 0000 and 0777 or a decimal value between 0 and 511.
    /// YAML accepts both octal and decimal values, JSON requires decimal values for mode bits.
    /// Defaults to 0644.
    /// Directories within the path are not affected by this setting.
    /// This might be in conflict with other options that affect the file
    /// mode, like fsGroup, and the result can be other mode bits set.
    /// +optional
    #[serde(rename = "defaultMode", skip_serializing_if = "Option::is_none")]
    pub default_mode: Option<i32>,
    /// optional specify whether the ConfigMap or its keys must be defined
    /// +optional
    #[serde(rename = "optional", skip_serializing_if = "Option::is_none")]
    pub optional: Option<bool>,
    /// defaultUser is Optional: The owner UID of the created files by default.
    /// The defaultUser field is only used as a fallback when the item-level user field is unset.
    /// (Alpha) This field requires the AtomicWriteVolumeUserFields feature gate to be enabled.
    /// +featureGate=AtomicWriteVolumeUserFields
    /// +optional
    #[serde(rename = "defaultUser", skip_serializing_if = "Option::is_none")]
    pub default_user: Option<i64>,
}

/// Adapts a ConfigMap into a projected volume.
///
/// The contents of the target ConfigMap's Data field will be presented in a
/// projected volume as files using the keys in the Data field as the file names,
/// unless the items element is populated with specific mappings of keys to paths.
/// Note that this is identical to a configmap volume source without the default
/// mode.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ConfigMapProjection {
    #[serde(flatten)]
    pub local_object_reference: LocalObjectReference,
    /// items if unspecified, each key-value pair in the Data field of the referenced
    /// ConfigMap will be projected into the volume as a file whose name is the
    /// key and content is the value. If specified, the listed keys will be
    /// projected into the specified paths, and unlisted keys will not be
    /// present. If a key is specified which is not present in the ConfigMap,
    /// the volume setup will error unless it is marked optional. Paths must be
    /// relative and may not contain the '..' path or start with '..'.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "items", skip_serializing_if = "Vec::is_empty")]
    pub items: Vec<KeyToPath>,
    /// optional specify whether the ConfigMap or its keys must be defined
    /// +optional
    #[serde(rename = "optional", skip_serializing_if = "Option::is_none")]
    pub optional: Option<bool>,
}

/// ServiceAccountTokenProjection represents a projected service account token
/// volume. This projection can be used to insert a service account token into
/// the pods runtime filesystem for use against APIs (Kubernetes API Server or
/// otherwise).
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ServiceAccountTokenProjection {
    /// audience is the intended audience of the token. A recipient of a token
    /// must identify itself with an identifier specified in the audience of the
    /// token, and otherwise should reject the token. The audience defaults to the
    /// identifier of the apiserver.
    /// +optional
    #[serde(rename = "audience")]
    pub audience: String,
    /// expirationSeconds is the requested duration of validity of the service
    /// account token. As the token approaches expiration, the kubelet volume
    /// plugin will proactively rotate the service account token. The kubelet will
    /// start trying to rotate the token if the token is older than 80 percent of
    /// its time to live or if the token is older than 24 hours.Defaults to 1 hour
    /// and must be at least 10 minutes.
    /// +optional
    #[serde(rename = "expirationSeconds", skip_serializing_if = "Option::is_none")]
    pub expiration_seconds: Option<i64>,
    /// path is the path relative to the mount point of the file to project the
    /// token into.
    #[serde(rename = "path")]
    pub path: String,
    /// user is Optional: The owner UID of the created file.
    /// If specified, the item-level user field takes precedence over defaultUser.
    /// (Alpha) This field requires the AtomicWriteVolumeUserFields feature gate to be enabled.
    /// +featureGate=AtomicWriteVolumeUserFields
    /// +optional
    #[serde(rename = "user", skip_serializing_if = "Option::is_none")]
    pub user: Option<i64>,
}

/// ClusterTrustBundleProjection describes how to select a set of
/// ClusterTrustBundle objects and project their contents into the pod
/// filesystem.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ClusterTrustBundleProjection {
    /// Select a single ClusterTrustBundle by object name.  Mutually-exclusive
    /// with signerName and labelSelector.
    /// +optional
    #[serde(rename = "name", skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Select all ClusterTrustBundles that match this signer name.
    /// Mutually-exclusive with name.  The contents of all selected
    /// ClusterTrustBundles will be unified and deduplicated.
    /// +optional
    #[serde(rename = "signerName", skip_serializing_if = "Option::is_none")]
    pub signer_name: Option<String>,
    /// Select all ClusterTrustBundles that match this label selector.  Only has
    /// effect if signerName is set.  Mutually-exclusive with name.  If unset,
    /// interpreted as "match nothing".  If set but empty, interpreted as "match
    /// everything".
    /// +optional
    #[serde(rename = "labelSelector", skip_serializing_if = "Option::is_none")]
    pub label_selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
    /// If true, don't block pod startup if the referenced ClusterTrustBundle(s)
    /// aren't available.  If using name, then the named ClusterTrustBundle is
    /// allowed not to exist.  If using signerName, then the combination of
    /// signerName and labelSelector is allowed to match zero
    /// ClusterTrustBundles.
    /// +optional
    #[serde(rename = "optional", skip_serializing_if = "Option::is_none")]
    pub optional: Option<bool>,
    /// Relative path from the volume root to write the bundle.
    #[serde(rename = "path")]
    pub path: String,
    /// user is Optional: The owner UID of the created file.
    /// If specified, the item-level user field takes precedence over defaultUser.
    /// (Alpha) This field requires the AtomicWriteVolumeUserFields feature gate to be enabled.
    /// +featureGate=AtomicWriteVolumeUserFields
    /// +optional
    #[serde(rename = "user", skip_serializing_if = "Option::is_none")]
    pub user: Option<i64>,
}

/// PodCertificateProjection provides a private key and X.509 certificate in the
/// pod filesystem.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodCertificateProjection {
    /// Kubelet's generated CSRs will be addressed to this signer.
    ///
    /// +required
    #[serde(rename = "signerName")]
    pub signer_name: String,
    /// The type of keypair Kubelet will generate for the pod.
    ///
    /// Valid values are "RSA3072", "RSA4096", "ECDSAP256", "ECDSAP384",
    /// "ECDSAP521", and "ED25519".
    ///
    /// +required
    #[serde(rename = "keyType")]
    pub key_type: String,
    /// maxExpirationSeconds is the maximum lifetime permitted for the
    /// certificate.
    ///
    /// Kubelet copies this value verbatim into the PodCertificateRequests it
    /// generates for this projection.
    ///
    /// If omitted, kube-apiserver will set it to 86400(24 hours). kube-apiserver
    /// will reject values shorter than 3600 (1 hour).  The maximum allowable
    /// value is 7862400 (91 days).
    ///
    /// The signer implementation is then free to issue a certificate with any
    /// lifetime *shorter* than MaxExpirationSeconds, but no shorter than 3600
    /// seconds (1 hour).  This constraint is enforced by kube-apiserver.
    /// `kubernetes.io` signers will never issue certificates with a lifetime
    /// longer than 24 hours.
    ///
    /// +optional
    #[serde(rename = "maxExpirationSeconds", skip_serializing_if = "Option::is_none")]
    pub max_expiration_seconds: Option<i32>,
    /// Write the credential bundle at this path in the projected volume.
    ///
    /// The credential bundle is a single file that contains multiple PEM blocks.
    /// The first PEM block is a PRIVATE KEY block, containing a PKCS#8 private
    /// key.
    ///
    /// The remaining blocks are CERTIFICATE blocks, containing the issued
    /// certificate chain from the signer (leaf and any intermediates).
    ///
    /// Using credentialBundlePath lets your Pod's application code make a single
    /// atomic read that retrieves a consistent key and certificate chain.  If you
    /// project them to separate files, your application code will need to
    /// additionally check that the leaf certificate was issued to the key.
    ///
    /// +optional
    #[serde(rename = "credentialBundlePath")]
    pub credential_bundle_path: String,
    /// Write the key at this path in the projected volume.
    ///
    /// Most applications should use credentialBundlePath.  When using keyPath
    /// and certificateChainPath, your application needs to check that the key
    /// and leaf certificate are consistent, because it is possible to read the
    /// files mid-rotation.
    ///
    /// +optional
    #[serde(rename = "keyPath")]
    pub key_path: String,
    /// Write the certificate chain at this path in the projected volume.
    ///
    /// Most applications should use credentialBundlePath.  When using keyPath
    /// and certificateChainPath, your application needs to check that the key
    /// and leaf certificate are consistent, because it is possible to read the
    /// files mid-rotation.
    ///
    /// +optional
    #[serde(rename = "certificateChainPath")]
    pub certificate_chain_path: String,
    /// userAnnotations allow pod authors to pass additional information to
    /// the signer implementation.  Kubernetes does not restrict or validate this
    /// metadata in any way.
    ///
    /// These values are copied verbatim into the `spec.unverifiedUserAnnotations` field of
    /// the PodCertificateRequest objects that Kubelet creates.
    ///
    /// Entries are subject to the same validation as object metadata annotations,
    /// with the addition that all keys must be domain-prefixed. No restrictions
    /// are placed on values, except an overall size limitation on the entire field.
    ///
    /// Signers should document the keys and values they support. Signers should
    /// deny requests that contain keys they do not recognize.
    #[serde(rename = "userAnnotations", skip_serializing_if = "BTreeMap::is_empty")]
    pub user_annotations: BTreeMap<String, String>,
    /// user is Optional: The owner UID of the created file.
    /// If specified, the item-level user field takes precedence over defaultUser.
    /// (Alpha) This field requires the AtomicWriteVolumeUserFields feature gate to be enabled.
    /// +featureGate=AtomicWriteVolumeUserFields
    /// +optional
    #[serde(rename = "user", skip_serializing_if = "Option::is_none")]
    pub user: Option<i64>,
}

/// Represents a projected volume source
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ProjectedVolumeSource {
    /// sources is the list of volume projections. Each entry in this list
    /// handles one source.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "sources")]
    pub sources: Vec<VolumeProjection>,
    /// defaultMode are the mode bits used to set permissions on created files by default.
    /// Must be an octal value between 0000 and 0777 or a decimal value between 0 and 511.
    /// YAML accepts both octal and decimal values, JSON requires decimal values for mode bits.
    /// Directories within the path are not affected by this setting.
    /// This might be in conflict with other options that affect the file
    /// mode, like fsGroup, and the result can be other mode bits set.
    /// +optional
    #[serde(rename = "defaultMode", skip_serializing_if = "Option::is_none")]
    pub default_mode: Option<i32>,
    /// defaultUser is Optional: The owner UID of the created files by default.
    /// The defaultUser field is only used as a fallback when the item-level user field is unset.
    /// (Alpha) This field requires the AtomicWriteVolumeUserFields feature gate to be enabled.
    /// +featureGate=AtomicWriteVolumeUserFields
    /// +optional
    #[serde(rename = "defaultUser", skip_serializing_if = "Option::is_none")]
    pub default_user: Option<i64>,
}

/// Projection that may be projected along with other supported volume types.
/// Exactly one of these fields must be set.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct VolumeProjection {
    /// secret information about the secret data to project
    /// +optional
    #[serde(rename = "secret", skip_serializing_if = "Option::is_none")]
    pub secret: Option<SecretProjection>,
    /// downwardAPI information about the downwardAPI data to project
    /// +optional
    #[serde(rename = "downwardAPI", skip_serializing_if = "Option::is_none")]
    pub downward_api: Option<DownwardAPIProjection>,
    /// configMap information about the configMap data to project
    /// +optional
    #[serde(rename = "configMap", skip_serializing_if = "Option::is_none")]
    pub config_map: Option<ConfigMapProjection>,
    /// serviceAccountToken is information about the serviceAccountToken data to project
    /// +optional
    #[serde(rename = "serviceAccountToken", skip_serializing_if = "Option::is_none")]
    pub service_account_token: Option<ServiceAccountTokenProjection>,
    /// ClusterTrustBundle allows a pod to access the `.spec.trustBundle` field
    /// of ClusterTrustBundle objects in an auto-updating file.
    ///
    /// Alpha, gated by the ClusterTrustBundleProjection feature gate.
    ///
    /// ClusterTrustBundle objects can either be selected by name, or by the
    /// combination of signer name and a label selector.
    ///
    /// Kubelet performs aggressive normalization of the PEM contents written
    /// into the pod filesystem.  Esoteric PEM features such as inter-block
    /// comments and block headers are stripped.  Certificates are deduplicated.
    /// The ordering of certificates within the file is arbitrary, and Kubelet
    /// may change the order over time.
    ///
    /// +featureGate=ClusterTrustBundleProjection
    /// +optional
    #[serde(rename = "clusterTrustBundle", skip_serializing_if = "Option::is_none")]
    pub cluster_trust_bundle: Option<ClusterTrustBundleProjection>,
    /// Projects an auto-rotating credential bundle (private key and certificate
    /// chain) that the pod can use either as a TLS client or server.
    ///
    /// Kubelet generates a private key and uses it to send a
    /// PodCertificateRequest to the named signer.  Once the signer approves the
    /// request and issues a certificate chain, Kubelet writes the key and
    /// certificate chain to the pod filesystem.  The pod does not start until
    /// certificates have been issued for each podCertificate projected volume
    /// source in its spec.
    ///
    /// Kubelet will begin trying to rotate the certificate at the time indicated
    /// by the signer using the PodCertificateRequest.Status.BeginRefreshAt
    /// timestamp.
    ///
    /// Kubelet can write a single file, indicated by the credentialBundlePath
    /// field, or separate files, indicated by the keyPath and
    /// certificateChainPath fields.
    ///
    /// The credential bundle is a single file in PEM format.  The first PEM
    /// entry is the private key (in PKCS#8 format), and the remaining PEM
    /// entries are the certificate chain issued by the signer (typically,
    /// signers will return their certificate chain in leaf-to-root order).
    ///
    /// Prefer using the credential bundle format, since your application code
    /// can read it atomically.  If you use keyPath and certificateChainPath,
    /// your application must make two separate file reads. If these coincide
    /// with a certificate rotation, it is possible that the private key and leaf
    /// certificate you read may not correspond to each other.  Your application
    /// will need to check for this condition, and re-read until they are
    /// consistent.
    ///
    /// The named signer controls chooses the format of the certificate it
    /// issues; consult the signer implementation's documentation to learn how to
    /// use the certificates it issues.
    ///
    /// +featureGate=PodCertificateProjection
    /// +optional
    #[serde(rename = "podCertificate", skip_serializing_if = "Option::is_none")]
    pub pod_certificate: Option<PodCertificateProjection>,
}

/// Maps a string key to a path within a volume.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct KeyToPath {
    /// key is the key to project.
    #[serde(rename = "key")]
    pub key: String,
    /// path is the relative path of the file to map the key to.
    /// May not be an absolute path.
    /// May not contain the path element '..'.
    /// May not start with the string '..'.
    #[serde(rename = "path")]
    pub path: String,
    /// mode is Optional: mode bits used to set permissions on this file.
    /// Must be an octal value between 0000 and 0777 or a decimal value between 0 and 511.
    /// YAML accepts both octal and decimal values, JSON requires decimal values for mode bits.
    /// If not specified, the volume defaultMode will be used.
    /// This might be in conflict with other options that affect the file
    /// mode, like fsGroup, and the result can be other mode bits set.
    /// +optional
    #[serde(rename = "mode", skip_serializing_if = "Option::is_none")]
    pub mode: Option<i32>,
    /// user is Optional: The owner UID of the created file.
    /// If specified, the item-level user field takes precedence over defaultUser.
    /// (Alpha) This field requires the AtomicWriteVolumeUserFields feature gate to be enabled.
    /// +featureGate=AtomicWriteVolumeUserFields
    /// +optional
    #[serde(rename = "user", skip_serializing_if = "Option::is_none")]
    pub user: Option<i64>,
}

/// Local represents directly-attached storage with node affinity
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct LocalVolumeSource {
    /// path of the full path to the volume on the node.
    /// It can be either a directory or block device (disk, partition, ...).
    #[serde(rename = "path")]
    pub path: String,
    /// fsType is the filesystem type to mount.
    /// It applies only when the Path is a block device.
    /// Must be a filesystem type supported by the host operating system.
    /// Ex. "ext4", "xfs", "ntfs". The default value is to auto-select a filesystem if unspecified.
    /// +optional
    #[serde(rename = "fsType", skip_serializing_if = "Option::is_none")]
    pub fs_type: Option<String>,
}

/// Represents storage that is managed by an external CSI volume driver
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct CSIPersistentVolumeSource {
    /// driver is the name of the driver to use for this volume.
    /// Required.
    #[serde(rename = "driver")]
    pub driver: String,
    /// volumeHandle is the unique volume name returned by the CSI volume
    /// plugin’s CreateVolume to refer to the volume on all subsequent calls.
    /// Required.
    #[serde(rename = "volumeHandle")]
    pub volume_handle: String,
    /// readOnly value to pass to ControllerPublishVolumeRequest.
    /// Defaults to false (read/write).
    /// +optional
    #[serde(rename = "readOnly")]
    pub read_only: bool,
    /// fsType to mount. Must be a filesystem type supported by the host operating system.
    /// Ex. "ext4", "xfs", "ntfs".
    /// +optional
    #[serde(rename = "fsType")]
    pub fs_type: String,
    /// volumeAttributes of the volume to publish.
    /// +optional
    #[serde(rename = "volumeAttributes", skip_serializing_if = "BTreeMap::is_empty")]
    pub volume_attributes: BTreeMap<String, String>,
    /// controllerPublishSecretRef is a reference to the secret object containing
    /// sensitive information to pass to the CSI driver to complete the CSI
    /// ControllerPublishVolume and ControllerUnpublishVolume calls.
    /// This field is optional, and may be empty if no secret is required. If the
    /// secret object contains more than one secret, all secrets are passed.
    /// +optional
    #[serde(rename = "controllerPublishSecretRef", skip_serializing_if = "Option::is_none")]
    pub controller_publish_secret_ref: Option<SecretReference>,
    /// nodeStageSecretRef is a reference to the secret object containing sensitive
    /// information to pass to the CSI driver to complete the CSI NodeStageVolume
    /// and NodeStageVolume and NodeUnstageVolume calls.
    /// This field is optional, and may be empty if no secret is required. If the
    /// secret object contains more than one secret, all secrets are passed.
    /// +optional
    #[serde(rename = "nodeStageSecretRef", skip_serializing_if = "Option::is_none")]
    pub node_stage_secret_ref: Option<SecretReference>,
    /// nodePublishSecretRef is a reference to the secret object containing
    /// sensitive information to pass to the CSI driver to complete the CSI
    /// NodePublishVolume and NodeUnpublishVolume calls.
    /// This field is optional, and may be empty if no secret is required. If the
    /// secret object contains more than one secret, all secrets are passed.
    /// +optional
    #[serde(rename = "nodePublishSecretRef", skip_serializing_if = "Option::is_none")]
    pub node_publish_secret_ref: Option<SecretReference>,
    /// controllerExpandSecretRef is a reference to the secret object containing
    /// sensitive information to pass to the CSI driver to complete the CSI
    /// ControllerExpandVolume call.
    /// This field is optional, and may be empty if no secret is required. If the
    /// secret object contains more than one secret, all secrets are passed.
    /// +optional
    #[serde(rename = "controllerExpandSecretRef", skip_serializing_if = "Option::is_none")]
    pub controller_expand_secret_ref: Option<SecretReference>,
    /// nodeExpandSecretRef is a reference to the secret object containing
    /// sensitive information to pass to the CSI driver to complete the CSI
    /// NodeExpandVolume call.
    /// This field is optional, may be omitted if no secret is required. If the
    /// secret object contains more than one secret, all secrets are passed.
    /// +optional
    #[serde(rename = "nodeExpandSecretRef", skip_serializing_if = "Option::is_none")]
    pub node_expand_secret_ref: Option<SecretReference>,
}

/// Represents a source location of a volume to mount, managed by an external CSI driver
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct CSIVolumeSource {
    /// driver is the name of the CSI driver that handles this volume.
    /// Consult with your admin for the correct name as registered in the cluster.
    #[serde(rename = "driver")]
    pub driver: String,
    /// readOnly specifies a read-only configuration for the volume.
    /// Defaults to false (read/write).
    /// +optional
    #[serde(rename = "readOnly", skip_serializing_if = "Option::is_none")]
    pub read_only: Option<bool>,
    /// fsType to mount. Ex. "ext4", "xfs", "ntfs".
    /// If not provided, the empty value is passed to the associated CSI driver
    /// which will determine the default filesystem to apply.
    /// +optional
    #[serde(rename = "fsType", skip_serializing_if = "Option::is_none")]
    pub fs_type: Option<String>,
    /// volumeAttributes stores driver-specific properties that are passed to the CSI
    /// driver. Consult your driver's documentation for supported values.
    /// +optional
    #[serde(rename = "volumeAttributes", skip_serializing_if = "BTreeMap::is_empty")]
    pub volume_attributes: BTreeMap<String, String>,
    /// nodePublishSecretRef is a reference to the secret object containing
    /// sensitive information to pass to the CSI driver to complete the CSI
    /// NodePublishVolume and NodeUnpublishVolume calls.
    /// This field is optional, and  may be empty if no secret is required. If the
    /// secret object contains more than one secret, all secret references are passed.
    /// +optional
    #[serde(rename = "nodePublishSecretRef", skip_serializing_if = "Option::is_none")]
    pub node_publish_secret_ref: Option<LocalObjectReference>,
}

/// Represents an ephemeral volume that is handled by a normal storage driver.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct EphemeralVolumeSource {
    /// Will be used to create a stand-alone PVC to provision the volume.
    /// The pod in which this EphemeralVolumeSource is embedded will be the
    /// owner of the PVC, i.e. the PVC will be deleted together with the
    /// pod.  The name of the PVC will be `<pod name>-<volume name>` where
    /// `<volume name>` is the name from the `PodSpec.Volumes` array
    /// entry. Pod validation will reject the pod if the concatenated name
    /// is not valid for a PVC (for example, too long).
    ///
    /// An existing PVC with that name that is not owned by the pod
    /// will *not* be used for the pod to avoid using an unrelated
    /// volume by mistake. Starting the pod is then blocked until
    /// the unrelated PVC is removed. If such a pre-created PVC is
    /// meant to be used by the pod, the PVC has to updated with an
    /// owner reference to the pod once the pod exists. Normally
    /// this should not be necessary, but it may be useful when
    /// manually reconstructing a broken cluster.
    ///
    /// This field is read-only and no changes will be made by Kubernetes
    /// to the PVC after it has been created.
    ///
    /// Required, must not be nil.
    #[serde(rename = "volumeClaimTemplate", skip_serializing_if = "Option::is_none")]
    pub volume_claim_template: Option<PersistentVolumeClaimTemplate>,
}

/// PersistentVolumeClaimTemplate is used to produce
/// PersistentVolumeClaim objects as part of an EphemeralVolumeSource.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PersistentVolumeClaimTemplate {
    /// May contain labels and annotations that will be copied into the PVC
    /// when creating it. No other fields are allowed and will be rejected during
    /// validation.
    ///
    /// +optional
    /// +k8s:opaqueType
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// The specification for the PersistentVolumeClaim. The entire content is
    /// copied unchanged into the PVC that gets created from this
    /// template. The same fields as in a PersistentVolumeClaim
    /// are also valid here.
    #[serde(rename = "spec")]
    pub spec: PersistentVolumeClaimSpec,
}

/// ContainerPort represents a network port in a single container.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ContainerPort {
    /// If specified, this must be an IANA_SVC_NAME and unique within the pod. Each
    /// named port in a pod must have a unique name. Name for the port that can be
    /// referred to by services.
    /// +optional
    #[serde(rename = "name")]
    pub name: String,
    /// Number of port to expose on the host.
    /// If specified, this must be a valid port number, 0 < x < 65536.
    /// If HostNetwork is specified, this must match ContainerPort.
    /// Most containers do not need this.
    /// +optional
    #[serde(rename = "hostPort")]
    pub host_port: i32,
    /// Number of port to expose on the pod's IP address.
    /// This must be a valid port number, 0 < x < 65536.
    #[serde(rename = "containerPort")]
    pub container_port: i32,
    /// Protocol for port. Must be UDP, TCP, or SCTP.
    /// Defaults to "TCP".
    /// +optional
    /// +default="TCP"
    #[serde(rename = "protocol")]
    pub protocol: Protocol,
    /// What host IP to bind the external port to.
    /// +optional
    #[serde(rename = "hostIP")]
    pub host_ip: String,
}

/// VolumeMount describes a mounting of a Volume within a container.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct VolumeMount {
    /// This must match the Name of a Volume.
    #[serde(rename = "name")]
    pub name: String,
    /// Mounted read-only if true, read-write otherwise (false or unspecified).
    /// Defaults to false.
    /// +optional
    #[serde(rename = "readOnly")]
    pub read_only: bool,
    /// RecursiveReadOnly specifies whether read-only mounts should be handled
    /// recursively.
    ///
    /// If ReadOnly is false, this field has no meaning and must be unspecified.
    ///
    /// If ReadOnly is true, and this field is set to Disabled, the mount is not made
    /// recursively read-only.  If this field is set to IfPossible, the mount is made
    /// recursively read-only, if it is supported by the container runtime.  If this
    /// field is set to Enabled, the mount is made recursively read-only if it is
    /// supported by the container runtime, otherwise the pod will not be started and
    /// an error will be generated to indicate the reason.
    ///
    /// If this field is set to IfPossible or Enabled, MountPropagation must be set to
    /// None (or be unspecified, which defaults to None).
    ///
    /// If this field is not specified, it is treated as an equivalent of Disabled.
    /// +optional
    #[serde(rename = "recursiveReadOnly", skip_serializing_if = "Option::is_none")]
    pub recursive_read_only: Option<RecursiveReadOnlyMode>,
    /// Path within the container at which the volume should be mounted.
    #[serde(rename = "mountPath")]
    pub mount_path: String,
    /// Path within the volume from which the container's volume should be mounted.
    /// Defaults to "" (volume's root).
    /// +optional
    #[serde(rename = "subPath")]
    pub sub_path: String,
    /// mountPropagation determines how mounts are propagated from the host
    /// to container and the other way around.
    /// When not set, MountPropagationNone is used.
    /// This field is beta in 1.10.
    /// When RecursiveReadOnly is set to IfPossible or to Enabled, MountPropagation must be None or unspecified
    /// (which defaults to None).
    /// +optional
    #[serde(rename = "mountPropagation", skip_serializing_if = "Option::is_none")]
    pub mount_propagation: Option<MountPropagationMode>,
    /// Expanded path within the volume from which the container's volume should be mounted.
    /// Behaves similarly to SubPath but environment variable references $(VAR_NAME) are expanded using the container's environment.
    /// Defaults to "" (volume's root).
    /// SubPathExpr and SubPath are mutually exclusive.
    /// +optional
    #[serde(rename = "subPathExpr")]
    pub sub_path_expr: String,
    /// bindMountOptions is the list of additional bind mount options to apply when
    /// mounting this volume into the container. Allowed values are noexec,
    /// nodev, and nosuid. These are Linux mount options and have no effect on
    /// Windows nodes.
    /// This field is not supported with image volumes.
    /// This is an alpha field and requires enabling the VolumeBindMountOptions feature gate.
    /// +featureGate=VolumeBindMountOptions
    /// +optional
    /// +listType=set
    #[serde(rename = "bindMountOptions", skip_serializing_if = "Vec::is_empty")]
    pub bind_mount_options: Vec<String>,
}

/// BindMountOption defines the supported bind mount options.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct BindMountOption(pub String);

/// MountPropagationMode describes mount propagation.
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct MountPropagationMode(pub String);

/// RecursiveReadOnlyMode describes recursive-readonly mode.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct RecursiveReadOnlyMode(pub String);

/// volumeDevice describes a mapping of a raw block device within a container.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct VolumeDevice {
    /// name must match the name of a persistentVolumeClaim in the pod
    #[serde(rename = "name")]
    pub name: String,
    /// devicePath is the path inside of the container that the device will be mapped to.
    #[serde(rename = "devicePath")]
    pub device_path: String,
}

/// EnvVar represents an environment variable present in a Container.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct EnvVar {
    /// Name of the environment variable.
    /// May consist of any printable ASCII characters except '='.
    #[serde(rename = "name")]
    pub name: String,
    /// Variable references $(VAR_NAME) are expanded
    /// using the previously defined environment variables in the container and
    /// any service environment variables. If a variable cannot be resolved,
    /// the reference in the input string will be unchanged. Double $$ are reduced
    /// to a single $, which allows for escaping the $(VAR_NAME) syntax: i.e.
    /// "$$(VAR_NAME)" will produce the string literal "$(VAR_NAME)".
    /// Escaped references will never be expanded, regardless of whether the variable
    /// exists or not.
    /// Defaults to "".
    /// +optional
    #[serde(rename = "value")]
    pub value: String,
    /// Source for the environment variable's value. Cannot be used if value is not empty.
    /// +optional
    #[serde(rename = "valueFrom", skip_serializing_if = "Option::is_none")]
    pub value_from: Option<EnvVarSource>,
}

/// EnvVarSource represents a source for the value of an EnvVar.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct EnvVarSource {
    /// Selects a field of the pod: supports metadata.name, metadata.namespace, `metadata.labels['<KEY>']`, `metadata.annotations['<KEY>']`,
    /// spec.nodeName, spec.serviceAccountName, status.hostIP, status.podIP, status.podIPs.
    /// +optional
    #[serde(rename = "fieldRef", skip_serializing_if = "Option::is_none")]
    pub field_ref: Option<ObjectFieldSelector>,
    /// Selects a resource of the container: only resources limits and requests
    /// (limits.cpu, limits.memory, limits.ephemeral-storage, requests.cpu, requests.memory and requests.ephemeral-storage) are currently supported.
    /// +optional
    #[serde(rename = "resourceFieldRef", skip_serializing_if = "Option::is_none")]
    pub resource_field_ref: Option<ResourceFieldSelector>,
    /// Selects a key of a ConfigMap.
    /// +optional
    #[serde(rename = "configMapKeyRef", skip_serializing_if = "Option::is_none")]
    pub config_map_key_ref: Option<ConfigMapKeySelector>,
    /// Selects a key of a secret in the pod's namespace
    /// +optional
    #[serde(rename = "secretKeyRef", skip_serializing_if = "Option::is_none")]
    pub secret_key_ref: Option<SecretKeySelector>,
    /// FileKeyRef selects a key of the env file.
    /// Requires the EnvFiles feature gate to be enabled.
    ///
    /// +featureGate=EnvFiles
    /// +optional
    #[serde(rename = "fileKeyRef", skip_serializing_if = "Option::is_none")]
    pub file_key_ref: Option<FileKeySelector>,
}

/// FileKeySelector selects a key of the env file.
/// +structType=atomic
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct FileKeySelector {
    /// The name of the volume mount containing the env file.
    /// +required
    #[serde(rename = "volumeName")]
    pub volume_name: String,
    /// The path within the volume from which to select the file.
    /// Must be relative and may not contain the '..' path or start with '..'.
    /// +required
    #[serde(rename = "path")]
    pub path: String,
    /// The key within the env file. An invalid key will prevent the pod from starting.
    /// The keys defined within a source may consist of any printable ASCII characters except '='.
    /// During Alpha stage of the EnvFiles feature gate, the key size is limited to 128 characters.
    /// +required
    #[serde(rename = "key")]
    pub key: String,
    /// Specify whether the file or its key must be defined. If the file or key
    /// does not exist, then the env var is not published.
    /// If optional is set to true and the specified key does not exist,
    /// the environment variable will not be set in the Pod's containers.
    ///
    /// If optional is set to false and the specified key does not exist,
    /// an error will be returned during Pod creation.
    /// +optional
    /// +default=false
    #[serde(rename = "optional", skip_serializing_if = "Option::is_none")]
    pub optional: Option<bool>,
}

/// ObjectFieldSelector selects an APIVersioned field of an object.
/// +structType=atomic
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ObjectFieldSelector {
    /// Version of the schema the FieldPath is written in terms of, defaults to "v1".
    /// +optional
    #[serde(rename = "apiVersion")]
    pub api_version: String,
    /// Path of the field to select in the specified API version.
    #[serde(rename = "fieldPath")]
    pub field_path: String,
}

/// ResourceFieldSelector represents container resources (cpu, memory) and their output format
/// +structType=atomic
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ResourceFieldSelector {
    /// Container name: required for volumes, optional for env vars
    /// +optional
    #[serde(rename = "containerName")]
    pub container_name: String,
    /// Required: resource to select
    #[serde(rename = "resource")]
    pub resource: String,
    /// Specifies the output format of the exposed resources, defaults to "1"
    /// +optional
    #[serde(rename = "divisor")]
    pub divisor: k8s_openapi::apimachinery::pkg::api::resource::Quantity,
}

/// Selects a key from a ConfigMap.
/// +structType=atomic
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ConfigMapKeySelector {
    /// The ConfigMap to select from.
    #[serde(flatten)]
    pub local_object_reference: LocalObjectReference,
    /// The key to select from the ConfigMap's Data field.
    /// Keys in the BinaryData field are not currently propagated to container env vars.
    #[serde(rename = "key")]
    pub key: String,
    /// Specify whether the ConfigMap or its key must be defined
    /// +optional
    #[serde(rename = "optional", skip_serializing_if = "Option::is_none")]
    pub optional: Option<bool>,
}

/// SecretKeySelector selects a key of a Secret.
/// +structType=atomic
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct SecretKeySelector {
    /// The name of the secret in the pod's namespace to select from.
    #[serde(flatten)]
    pub local_object_reference: LocalObjectReference,
    /// The key of the secret to select from.  Must be a valid secret key.
    #[serde(rename = "key")]
    pub key: String,
    /// Specify whether the Secret or its key must be defined
    /// +optional
    #[serde(rename = "optional", skip_serializing_if = "Option::is_none")]
    pub optional: Option<bool>,
}

/// EnvFromSource represents the source of a set of ConfigMaps or Secrets
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct EnvFromSource {
    /// Optional text to prepend to the name of each environment variable.
    /// May consist of any printable ASCII characters except '='.
    /// +optional
    #[serde(rename = "prefix")]
    pub prefix: String,
    /// The ConfigMap to select from
    /// +optional
    #[serde(rename = "configMapRef", skip_serializing_if = "Option::is_none")]
    pub config_map_ref: Option<ConfigMapEnvSource>,
    /// The Secret to select from
    /// +optional
    #[serde(rename = "secretRef", skip_serializing_if = "Option::is_none")]
    pub secret_ref: Option<SecretEnvSource>,
}

/// ConfigMapEnvSource selects a ConfigMap to populate the environment
/// variables with.
///
/// The contents of the target ConfigMap's Data field will represent the
/// key-value pairs as environment variables.
/// Keys in the BinaryData field are not currently propagated to container env vars.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ConfigMapEnvSource {
    /// The ConfigMap to select from.
    #[serde(flatten)]
    pub local_object_reference: LocalObjectReference,
    /// Specify whether the ConfigMap must be defined
    /// +optional
    #[serde(rename = "optional", skip_serializing_if = "Option::is_none")]
    pub optional: Option<bool>,
}

/// SecretEnvSource selects a Secret to populate the environment
/// variables with.
///
/// The contents of the target Secret's Data field will represent the
/// key-value pairs as environment variables.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct SecretEnvSource {
    /// The Secret to select from.
    #[serde(flatten)]
    pub local_object_reference: LocalObjectReference,
    /// Specify whether the Secret must be defined
    /// +optional
    #[serde(rename = "optional", skip_serializing_if = "Option::is_none")]
    pub optional: Option<bool>,
}

/// HTTPHeader describes a custom header to be used in HTTP probes
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct HTTPHeader {
    /// The header field name.
    /// This will be canonicalized upon output, so case-variant names will be understood as the same header.
    #[serde(rename = "name")]
    pub name: String,
    /// The header field value
    #[serde(rename = "value")]
    pub value: String,
}

/// HTTPProtocol selects the wire protocol for the HTTP probe,
/// independently of the URI scheme.
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct HTTPProtocol(pub String);

/// HTTPGetAction describes an action based on HTTP Get requests.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct HTTPGetAction {
    /// Path to access on the HTTP server.
    /// +optional
    #[serde(rename = "path")]
    pub path: String,
    /// Name or number of the port to access on the container.
    /// Number must be in the range 1 to 65535.
    /// Name must be an IANA_SVC_NAME.
    #[serde(rename = "port")]
    pub port: k8s_openapi::apimachinery::pkg::util::intstr::IntOrString,
    /// Host name to connect to, defaults to the pod IP. You probably want to set
    /// "Host" in httpHeaders instead.
    /// +optional
    #[serde(rename = "host")]
    pub host: String,
    /// Scheme to use for connecting to the host.
    /// Defaults to HTTP.
    /// +optional
    #[serde(rename = "scheme")]
    pub scheme: URIScheme,
    /// Custom headers to set in the request. HTTP allows repeated headers.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "httpHeaders", skip_serializing_if = "Vec::is_empty")]
    pub http_headers: Vec<HTTPHeader>,
    /// Protocol selects the wire protocol for the probe connection.
    /// Nil defaults to HTTP/1.1.
    /// +optional
    /// +featureGate=H2CContainerProbe
    #[serde(rename = "protocol", skip_serializing_if = "Option::is_none")]
    pub protocol: Option<HTTPProtocol>,
}

/// URIScheme identifies the scheme used for connection to a host for Get actions
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct URIScheme(pub String);

/// TCPSocketAction describes an action based on opening a socket
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct TCPSocketAction {
    /// Number or name of the port to access on the container.
    /// Number must be in the range 1 to 65535.
    /// Name must be an IANA_SVC_NAME.
    #[serde(rename = "port")]
    pub port: k8s_openapi::apimachinery::pkg::util::intstr::IntOrString,
    /// Optional: Host name to connect to, defaults to the pod IP.
    /// +optional
    #[serde(rename = "host")]
    pub host: String,
}

/// GRPCAction specifies an action involving a GRPC service.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct GRPCAction {
    /// Port number of the gRPC service. Number must be in the range 1 to 65535.
    #[serde(rename = "port")]
    pub port: i32,
    /// Service is the name of the service to place in the gRPC HealthCheckRequest
    /// (see https://github.com/grpc/grpc/blob/master/doc/health-checking.md).
    ///
    /// If this is not specified, the default behavior is defined by gRPC.
    /// +optional
    /// +default=""
    #[serde(rename = "service", skip_serializing_if = "Option::is_none")]
    pub service: Option<String>,
    /// mode specifies the connection mode for the gRPC health probe.
    /// Set to "TLS" to use TLS without certificate verification.
    /// Set to "Plaintext" to use a plaintext (insecure) connection explicitly.
    /// If not specified, the probe uses a plaintext (insecure) connection.
    /// +featureGate=GRPCContainerProbeTLS
    /// +optional
    #[serde(rename = "mode", skip_serializing_if = "Option::is_none")]
    pub mode: Option<GRPCProbeMode>,
}

/// GRPCProbeMode describes the connection mode for a gRPC probe.
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct GRPCProbeMode(pub String);

/// ExecAction describes a "run in container" action.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ExecAction {
    /// Command is the command line to execute inside the container, the working directory for the
    /// command  is root ('/') in the container's filesystem. The command is simply exec'd, it is
    /// not run inside a shell, so traditional shell instructions ('|', etc) won't work. To use
    /// a shell, you need to explicitly call out to that shell.
    /// Exit status of 0 is treated as live/healthy and non-zero is unhealthy.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "command", skip_serializing_if = "Vec::is_empty")]
    pub command: Vec<String>,
}

/// SleepAction describes a "sleep" action.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct SleepAction {
    /// Seconds is the number of seconds to sleep.
    #[serde(rename = "seconds")]
    pub seconds: i64,
}

/// Probe describes a health check to be performed against a container to determine whether it is
/// alive or ready to receive traffic.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Probe {
    /// The action taken to determine the health of a container
    #[serde(flatten)]
    pub probe_handler: ProbeHandler,
    /// Number of seconds after the container has started before liveness probes are initiated.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#container-probes
    /// +optional
    #[serde(rename = "initialDelaySeconds")]
    pub initial_delay_seconds: i32,
    /// Number of seconds after which the probe times out.
    /// Defaults to 1 second. Minimum value is 1.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#container-probes
    /// +optional
    #[serde(rename = "timeoutSeconds")]
    pub timeout_seconds: i32,
    /// How often (in seconds) to perform the probe.
    /// Default to 10 seconds. Minimum value is 1.
    /// +optional
    #[serde(rename = "periodSeconds")]
    pub period_seconds: i32,
    /// Minimum consecutive successes for the probe to be considered successful after having failed.
    /// Defaults to 1. Must be 1 for liveness and startup. Minimum value is 1.
    /// +optional
    #[serde(rename = "successThreshold")]
    pub success_threshold: i32,
    /// Minimum consecutive failures for the probe to be considered failed after having succeeded.
    /// Defaults to 3. Minimum value is 1.
    /// +optional
    #[serde(rename = "failureThreshold")]
    pub failure_threshold: i32,
    /// Optional duration in seconds the pod needs to terminate gracefully upon probe failure.
    /// The grace period is the duration in seconds after the processes running in the pod are sent
    /// a termination signal and the time when the processes are forcibly halted with a kill signal.
    /// Set this value longer than the expected cleanup time for your process.
    /// If this value is nil, the pod's terminationGracePeriodSeconds will be used. Otherwise, this
    /// value overrides the value provided by the pod spec.
    /// Value must be non-negative integer. The value zero indicates stop immediately via
    /// the kill signal (no opportunity to shut down).
    /// This is a beta field and requires enabling ProbeTerminationGracePeriod feature gate.
    /// Minimum value is 1. spec.terminationGracePeriodSeconds is used if unset.
    /// +optional
    #[serde(rename = "terminationGracePeriodSeconds", skip_serializing_if = "Option::is_none")]
    pub termination_grace_period_seconds: Option<i64>,
}

/// PullPolicy describes a policy for if/when to pull a container image
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct PullPolicy(pub String);

/// ResourceResizeRestartPolicy specifies how to handle container resource resize.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct ResourceResizeRestartPolicy(pub String);

/// ContainerResizePolicy represents resource resize policy for the container.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ContainerResizePolicy {
    /// Name of the resource to which this resource resize policy applies.
    /// Supported values: cpu, memory.
    #[serde(rename = "resourceName")]
    pub resource_name: ResourceName,
    /// Restart policy to apply when specified resource is resized.
    /// If not specified, it defaults to NotRequired.
    #[serde(rename = "restartPolicy")]
    pub restart_policy: ResourceResizeRestartPolicy,
}

/// PreemptionPolicy describes a policy for if/when to preempt a pod.
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct PreemptionPolicy(pub String);

/// TerminationMessagePolicy describes how termination messages are retrieved from a container.
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct TerminationMessagePolicy(pub String);

/// Capability represent POSIX capabilities type
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct Capability(pub String);

/// Adds and removes POSIX capabilities from running containers.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Capabilities {
    /// Added capabilities
    /// +optional
    /// +listType=atomic
    #[serde(rename = "add", skip_serializing_if = "Vec::is_empty")]
    pub add: Vec<Capability>,
    /// Removed capabilities
    /// +optional
    /// +listType=atomic
    #[serde(rename = "drop", skip_serializing_if = "Vec::is_empty")]
    pub drop: Vec<Capability>,
}

/// ResourceRequirements describes the compute resource requirements.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ResourceRequirements {
    /// Limits describes the maximum amount of compute resources allowed.
    /// More info: https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/
    /// +optional
    #[serde(rename = "limits")]
    pub limits: ResourceList,
    /// Requests describes the minimum amount of compute resources required.
    /// If Requests is omitted for a container, it defaults to Limits if that is explicitly specified,
    /// otherwise to an implementation-defined value. Requests cannot exceed Limits.
    /// More info: https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/
    /// +optional
    #[serde(rename = "requests")]
    pub requests: ResourceList,
    /// Claims lists the names of resources, defined in spec.resourceClaims,
    /// that are used by this container.
    ///
    /// This field depends on the
    /// DynamicResourceAllocation feature gate.
    ///
    /// This field is immutable. It can only be set for containers.
    ///
    /// +listType=map
    /// +listMapKey=name
    /// +featureGate=DynamicResourceAllocation
    /// +optional
    #[serde(rename = "claims", skip_serializing_if = "Vec::is_empty")]
    pub claims: Vec<ResourceClaim>,
}

/// VolumeResourceRequirements describes the storage resource requirements for a volume.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct VolumeResourceRequirements {
    /// Limits describes the maximum amount of compute resources allowed.
    /// More info: https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/
    /// +optional
    #[serde(rename = "limits")]
    pub limits: ResourceList,
    /// Requests describes the minimum amount of compute resources required.
    /// If Requests is omitted for a container, it defaults to Limits if that is explicitly specified,
    /// otherwise to an implementation-defined value. Requests cannot exceed Limits.
    /// More info: https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/
    /// +optional
    #[serde(rename = "requests")]
    pub requests: ResourceList,
}

/// ResourceClaim references one entry in PodSpec.ResourceClaims.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ResourceClaim {
    /// Name must match the name of one entry in pod.spec.resourceClaims of
    /// the Pod where this field is used. It makes that resource available
    /// inside a container.
    #[serde(rename = "name")]
    pub name: String,
    /// Request is the name chosen for a request in the referenced claim.
    /// If empty, everything from the claim is made available, otherwise
    /// only the result of this request.
    ///
    /// +optional
    #[serde(rename = "request")]
    pub request: String,
}

/// A single application container that you want to run within a pod.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Container {
    /// Name of the container specified as a DNS_LABEL.
    /// Each container in a pod must have a unique name (DNS_LABEL).
    /// Cannot be updated.
    #[serde(rename = "name")]
    pub name: String,
    /// Container image name.
    /// More info: https://kubernetes.io/docs/concepts/containers/images
    /// This field is optional to allow higher level config management to default or override
    /// container images in workload controllers like Deployments and StatefulSets.
    /// +optional
    #[serde(rename = "image")]
    pub image: String,
    /// Entrypoint array. Not executed within a shell.
    /// The container image's ENTRYPOINT is used if this is not provided.
    /// Variable references $(VAR_NAME) are expanded using the container's environment. If a variable
    /// cannot be resolved, the reference in the input string will be unchanged. Double $$ are reduced
    /// to a single $, which allows for escaping the $(VAR_NAME) syntax: i.e. "$$(VAR_NAME)" will
    /// produce the string literal "$(VAR_NAME)". Escaped references will never be expanded, regardless
    /// of whether the variable exists or not. Cannot be updated.
    /// More info: https://kubernetes.io/docs/tasks/inject-data-application/define-command-argument-container/#running-a-command-in-a-shell
    /// +optional
    /// +listType=atomic
    #[serde(rename = "command", skip_serializing_if = "Vec::is_empty")]
    pub command: Vec<String>,
    /// Arguments to the entrypoint.
    /// The container image's CMD is used if this is not provided.
    /// Variable references $(VAR_NAME) are expanded using the container's environment. If a variable
    /// cannot be resolved, the reference in the input string will be unchanged. Double $$ are reduced
    /// to a single $, which allows for escaping the $(VAR_NAME) syntax: i.e. "$$(VAR_NAME)" will
    /// produce the string literal "$(VAR_NAME)". Escaped references will never be expanded, regardless
    /// of whether the variable exists or not. Cannot be updated.
    /// More info: https://kubernetes.io/docs/tasks/inject-data-application/define-command-argument-container/#running-a-command-in-a-shell
    /// +optional
    /// +listType=atomic
    #[serde(rename = "args", skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<String>,
    /// Container's working directory.
    /// If not specified, the container runtime's default will be used, which
    /// might be configured in the container image.
    /// Cannot be updated.
    /// +optional
    #[serde(rename = "workingDir")]
    pub working_dir: String,
    /// List of ports to expose from the container. Not specifying a port here
    /// DOES NOT prevent that port from being exposed. Any port which is
    /// listening on the default "0.0.0.0" address inside a container will be
    /// accessible from the network.
    /// Modifying this array with strategic merge patch may corrupt the data.
    /// For more information See https://github.com/kubernetes/kubernetes/issues/108255.
    /// Cannot be updated.
    /// +optional
    /// +patchMergeKey=containerPort
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=containerPort
    /// +listMapKey=protocol
    #[serde(rename = "ports", skip_serializing_if = "Vec::is_empty")]
    pub ports: Vec<ContainerPort>,
    /// List of sources to populate environment variables in the container.
    /// The keys defined within a source may consist of any printable ASCII characters except '='.
    /// When a key exists in multiple
    /// sources, the value associated with the last source will take precedence.
    /// Values defined by an Env with a duplicate key will take precedence.
    /// Cannot be updated.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "envFrom", skip_serializing_if = "Vec::is_empty")]
    pub env_from: Vec<EnvFromSource>,
    /// List of environment variables to set in the container.
    /// Cannot be updated.
    /// +optional
    /// +patchMergeKey=name
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=name
    #[serde(rename = "env", skip_serializing_if = "Vec::is_empty")]
    pub env: Vec<EnvVar>,
    /// Compute Resources required by this container.
    /// Cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/
    /// +optional
    #[serde(rename = "resources")]
    pub resources: ResourceRequirements,
    /// Resources resize policy for the container.
    /// This field cannot be set on ephemeral containers.
    /// +featureGate=InPlacePodVerticalScaling
    /// +optional
    /// +listType=atomic
    #[serde(rename = "resizePolicy", skip_serializing_if = "Vec::is_empty")]
    pub resize_policy: Vec<ContainerResizePolicy>,
    /// RestartPolicy defines the restart behavior of individual containers in a pod.
    /// This overrides the pod-level restart policy. When this field is not specified,
    /// the restart behavior is defined by the Pod's restart policy and the container type.
    /// Additionally, setting the RestartPolicy as "Always" for the init container will
    /// have the following effect:
    /// this init container will be continually restarted on
    /// exit until all regular containers have terminated. Once all regular
    /// containers have completed, all init containers with restartPolicy "Always"
    /// will be shut down. This lifecycle differs from normal init containers and
    /// is often referred to as a "sidecar" container. Although this init
    /// container still starts in the init container sequence, it does not wait
    /// for the container to complete before proceeding to the next init
    /// container. Instead, the next init container starts immediately after this
    /// init container is started, or after any startupProbe has successfully
    /// completed.
    /// +optional
    #[serde(rename = "restartPolicy", skip_serializing_if = "Option::is_none")]
    pub restart_policy: Option<ContainerRestartPolicy>,
    /// Represents a list of rules to be checked to determine if the
    /// container should be restarted on exit. The rules are evaluated in
    /// order. Once a rule matches a container exit condition, the remaining
    /// rules are ignored. If no rule matches the container exit condition,
    /// the Container-level restart policy determines the whether the container
    /// is restarted or not. Constraints on the rules:
    /// - At most 20 rules are allowed.
    /// - Rules can have the same action.
    /// - Identical rules are not forbidden in validations.
    /// When rules are specified, container MUST set RestartPolicy explicitly
    /// even it if matches the Pod's RestartPolicy.
    /// +featureGate=ContainerRestartRules
    /// +optional
    /// +listType=atomic
    #[serde(rename = "restartPolicyRules", skip_serializing_if = "Vec::is_empty")]
    pub restart_policy_rules: Vec<ContainerRestartRule>,
    /// Pod volumes to mount into the container's filesystem.
    /// Cannot be updated.
    /// +optional
    /// +patchMergeKey=mountPath
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=mountPath
    #[serde(rename = "volumeMounts", skip_serializing_if = "Vec::is_empty")]
    pub volume_mounts: Vec<VolumeMount>,
    /// volumeDevices is the list of block devices to be used by the container.
    /// +patchMergeKey=devicePath
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=devicePath
    /// +optional
    #[serde(rename = "volumeDevices", skip_serializing_if = "Vec::is_empty")]
    pub volume_devices: Vec<VolumeDevice>,
    /// Periodic probe of container liveness.
    /// Container will be restarted if the probe fails.
    /// Cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#container-probes
    /// +optional
    #[serde(rename = "livenessProbe", skip_serializing_if = "Option::is_none")]
    pub liveness_probe: Option<Probe>,
    /// Periodic probe of container service readiness.
    /// Container will be removed from service endpoints if the probe fails.
    /// Cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#container-probes
    /// +optional
    #[serde(rename = "readinessProbe", skip_serializing_if = "Option::is_none")]
    pub readiness_probe: Option<Probe>,
    /// StartupProbe indicates that the Pod has successfully initialized.
    /// If specified, no other probes are executed until this completes successfully.
    /// If this probe fails, the Pod will be restarted, just as if the livenessProbe failed.
    /// This can be used to provide different probe parameters at the beginning of a Pod's lifecycle,
    /// when it might take a long time to load data or warm a cache, than during steady-state operation.
    /// This cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#container-probes
    /// +optional
    #[serde(rename = "startupProbe", skip_serializing_if = "Option::is_none")]
    pub startup_probe: Option<Probe>,
    /// Actions that the management system should take in response to container lifecycle events.
    /// Cannot be updated.
    /// +optional
    #[serde(rename = "lifecycle", skip_serializing_if = "Option::is_none")]
    pub lifecycle: Option<Lifecycle>,
    /// Optional: Path at which the file to which the container's termination message
    /// will be written is mounted into the container's filesystem.
    /// Message written is intended to be brief final status, such as an assertion failure message.
    /// Will be truncated by the node if greater than 4096 bytes. The total message length across
    /// all containers will be limited to 12kb.
    /// Defaults to /dev/termination-log.
    /// Cannot be updated.
    /// +optional
    #[serde(rename = "terminationMessagePath")]
    pub termination_message_path: String,
    /// Indicate how the termination message should be populated. File will use the contents of
    /// terminationMessagePath to populate the container status message on both success and failure.
    /// FallbackToLogsOnError will use the last chunk of container log output if the termination
    /// message file is empty and the container exited with an error.
    /// The log output is limited to 2048 bytes or 80 lines, whichever is smaller.
    /// Defaults to File.
    /// Cannot be updated.
    /// +optional
    #[serde(rename = "terminationMessagePolicy")]
    pub termination_message_policy: TerminationMessagePolicy,
    /// Image pull policy.
    /// One of Always, Never, IfNotPresent.
    /// Defaults to Always if :latest tag is specified, or IfNotPresent otherwise.
    /// Cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/containers/images#updating-images
    /// +optional
    #[serde(rename = "imagePullPolicy")]
    pub image_pull_policy: PullPolicy,
    /// SecurityContext defines the security options the container should be run with.
    /// If set, the fields of SecurityContext override the equivalent fields of PodSecurityContext.
    /// More info: https://kubernetes.io/docs/tasks/configure-pod-container/security-context/
    /// +optional
    #[serde(rename = "securityContext", skip_serializing_if = "Option::is_none")]
    pub security_context: Option<SecurityContext>,
    /// Whether this container should allocate a buffer for stdin in the container runtime. If this
    /// is not set, reads from stdin in the container will always result in EOF.
    /// Default is false.
    /// +optional
    #[serde(rename = "stdin")]
    pub stdin: bool,
    /// Whether the container runtime should close the stdin channel after it has been opened by
    /// a single attach. When stdin is true the stdin stream will remain open across multiple attach
    /// sessions. If stdinOnce is set to true, stdin is opened on container start, is empty until the
    /// first client attaches to stdin, and then remains open and accepts data until the client disconnects,
    /// at which time stdin is closed and remains closed until the container is restarted. If this
    /// flag is false, a container processes that reads from stdin will never receive an EOF.
    /// Default is false
    /// +optional
    #[serde(rename = "stdinOnce")]
    pub stdin_once: bool,
    /// Whether this container should allocate a TTY for itself, also requires 'stdin' to be true.
    /// Default is false.
    /// +optional
    #[serde(rename = "tty")]
    pub tty: bool,
}

/// ProbeHandler defines a specific action that should be taken in a probe.
/// One and only one of the fields must be specified.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ProbeHandler {
    /// Exec specifies a command to execute in the container.
    /// +optional
    #[serde(rename = "exec", skip_serializing_if = "Option::is_none")]
    pub exec: Option<ExecAction>,
    /// HTTPGet specifies an HTTP GET request to perform.
    /// +optional
    #[serde(rename = "httpGet", skip_serializing_if = "Option::is_none")]
    pub http_get: Option<HTTPGetAction>,
    /// TCPSocket specifies a connection to a TCP port.
    /// +optional
    #[serde(rename = "tcpSocket", skip_serializing_if = "Option::is_none")]
    pub tcp_socket: Option<TCPSocketAction>,
    /// GRPC specifies a GRPC HealthCheckRequest.
    /// +optional
    #[serde(rename = "grpc", skip_serializing_if = "Option::is_none")]
    pub grpc: Option<GRPCAction>,
}

/// LifecycleHandler defines a specific action that should be taken in a lifecycle
/// hook. One and only one of the fields, except TCPSocket must be specified.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct LifecycleHandler {
    /// Exec specifies a command to execute in the container.
    /// +optional
    #[serde(rename = "exec", skip_serializing_if = "Option::is_none")]
    pub exec: Option<ExecAction>,
    /// HTTPGet specifies an HTTP GET request to perform.
    /// +optional
    #[serde(rename = "httpGet", skip_serializing_if = "Option::is_none")]
    pub http_get: Option<HTTPGetAction>,
    /// Deprecated. TCPSocket is NOT supported as a LifecycleHandler and kept
    /// for backward compatibility. There is no validation of this field and
    /// lifecycle hooks will fail at runtime when it is specified.
    /// +optional
    #[serde(rename = "tcpSocket", skip_serializing_if = "Option::is_none")]
    pub tcp_socket: Option<TCPSocketAction>,
    /// Sleep represents a duration that the container should sleep.
    /// +optional
    #[serde(rename = "sleep", skip_serializing_if = "Option::is_none")]
    pub sleep: Option<SleepAction>,
}

/// Signal defines the stop signal of containers
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct Signal(pub String);

/// Lifecycle describes actions that the management system should take in response to container lifecycle
/// events. For the PostStart and PreStop lifecycle handlers, management of the container blocks
/// until the action is complete, unless the container process fails, in which case the handler is aborted.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Lifecycle {
    /// PostStart is called immediately after a container is created. If the handler fails,
    /// the container is terminated and restarted according to its restart policy.
    /// Other management of the container blocks until the hook completes.
    /// More info: https://kubernetes.io/docs/concepts/containers/container-lifecycle-hooks/#container-hooks
    /// +optional
    #[serde(rename = "postStart", skip_serializing_if = "Option::is_none")]
    pub post_start: Option<LifecycleHandler>,
    /// PreStop is called immediately before a container is terminated due to an
    /// API request or management event such as liveness/startup probe failure,
    /// preemption, resource contention, etc. The handler is not called if the
    /// container crashes or exits. The Pod's termination grace period countdown begins before the
    /// PreStop hook is executed. Regardless of the outcome of the handler, the
    /// container will eventually terminate within the Pod's termination grace
    /// period (unless delayed by finalizers). Other management of the container blocks until the hook completes
    /// or until the termination grace period is reached.
    /// More info: https://kubernetes.io/docs/concepts/containers/container-lifecycle-hooks/#container-hooks
    /// +optional
    #[serde(rename = "preStop", skip_serializing_if = "Option::is_none")]
    pub pre_stop: Option<LifecycleHandler>,
    /// StopSignal defines which signal will be sent to a container when it is being stopped.
    /// If not specified, the default is defined by the container runtime in use.
    /// StopSignal can only be set for Pods with a non-empty .spec.os.name
    /// +optional
    #[serde(rename = "stopSignal", skip_serializing_if = "Option::is_none")]
    pub stop_signal: Option<Signal>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct ConditionStatus(pub String);

/// ContainerStateWaiting is a waiting state of a container.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ContainerStateWaiting {
    /// (brief) reason the container is not yet running.
    /// +optional
    #[serde(rename = "reason")]
    pub reason: String,
    /// Message regarding why the container is not yet running.
    /// +optional
    #[serde(rename = "message")]
    pub message: String,
}

/// ContainerStateRunning is a running state of a container.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ContainerStateRunning {
    /// Time at which the container was last (re-)started
    /// +optional
    #[serde(rename = "startedAt")]
    pub started_at: String,
}

/// ContainerStateTerminated is a terminated state of a container.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ContainerStateTerminated {
    /// Exit status from the last termination of the container
    #[serde(rename = "exitCode")]
    pub exit_code: i32,
    /// Signal from the last termination of the container
    /// +optional
    #[serde(rename = "signal")]
    pub signal: i32,
    /// (brief) reason from the last termination of the container
    /// +optional
    #[serde(rename = "reason")]
    pub reason: String,
    /// Message regarding the last termination of the container
    /// +optional
    #[serde(rename = "message")]
    pub message: String,
    /// Time at which previous execution of the container started
    /// +optional
    #[serde(rename = "startedAt")]
    pub started_at: String,
    /// Time at which the container last terminated
    /// +optional
    #[serde(rename = "finishedAt")]
    pub finished_at: String,
    /// Container's ID in the format '<type>://<container_id>'
    /// +optional
    #[serde(rename = "containerID")]
    pub container_id: String,
}

/// ContainerState holds a possible state of container.
/// Only one of its members may be specified.
/// If none of them is specified, the default one is ContainerStateWaiting.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ContainerState {
    /// Details about a waiting container
    /// +optional
    #[serde(rename = "waiting", skip_serializing_if = "Option::is_none")]
    pub waiting: Option<ContainerStateWaiting>,
    /// Details about a running container
    /// +optional
    #[serde(rename = "running", skip_serializing_if = "Option::is_none")]
    pub running: Option<ContainerStateRunning>,
    /// Details about a terminated container
    /// +optional
    #[serde(rename = "terminated", skip_serializing_if = "Option::is_none")]
    pub terminated: Option<ContainerStateTerminated>,
}

/// ContainerStatus contains details for the current status of this container.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ContainerStatus {
    /// Name is a DNS_LABEL representing the unique name of the container.
    /// Each container in a pod must have a unique name across all container types.
    /// Cannot be updated.
    #[serde(rename = "name")]
    pub name: String,
    /// State holds details about the container's current condition.
    /// +optional
    #[serde(rename = "state")]
    pub state: ContainerState,
    /// LastTerminationState holds the last termination state of the container to
    /// help debug container crashes and restarts. This field is not
    /// populated if the container is still running and RestartCount is 0.
    /// +optional
    #[serde(rename = "lastState")]
    pub last_termination_state: ContainerState,
    /// Ready specifies whether the container is currently passing its readiness check.
    /// The value will change as readiness probes keep executing. If no readiness
    /// probes are specified, this field defaults to true once the container is
    /// fully started (see Started field).
    ///
    /// The value is typically used to determine whether a container is ready to
    /// accept traffic.
    #[serde(rename = "ready")]
    pub ready: bool,
    /// RestartCount holds the number of times the container has been restarted.
    /// Kubelet makes an effort to always increment the value, but there
    /// are cases when the state may be lost due to node restarts and then the value
    /// may be reset to 0. The value is never negative.
    #[serde(rename = "restartCount")]
    pub restart_count: i32,
    /// Image is the name of container image that the container is running.
    /// The container image may not match the image used in the PodSpec,
    /// as it may have been resolved by the runtime.
    /// More info: https://kubernetes.io/docs/concepts/containers/images.
    #[serde(rename = "image")]
    pub image: String,
    /// ImageID is the image ID of the container's image. The image ID may not
    /// match the image ID of the image used in the PodSpec, as it may have been
    /// resolved by the runtime.
    #[serde(rename = "imageID")]
    pub image_id: String,
    /// ContainerID is the ID of the container in the format '<type>://<container_id>'.
    /// Where type is a container runtime identifier, returned from Version call of CRI API
    /// (for example "containerd").
    /// +optional
    #[serde(rename = "containerID")]
    pub container_id: String,
    /// Started indicates whether the container has finished its postStart lifecycle hook
    /// and passed its startup probe.
    /// Initialized as false, becomes true after startupProbe is considered
    /// successful. Resets to false when the container is restarted, or if kubelet
    /// loses state temporarily. In both cases, startup probes will run again.
    /// Is always true when no startupProbe is defined and container is running and
    /// has passed the postStart lifecycle hook. The null value must be treated the
    /// same as false.
    /// +optional
    #[serde(rename = "started", skip_serializing_if = "Option::is_none")]
    pub started: Option<bool>,
    /// AllocatedResources represents the compute resources allocated for this container by the
    /// node. Kubelet sets this value to Container.Resources.Requests upon successful pod admission
    /// and after successfully admitting desired pod resize.
    /// +optional
    #[serde(rename = "allocatedResources")]
    pub allocated_resources: ResourceList,
    /// Resources represents the compute resource requests and limits that have been successfully
    /// enacted on the running container after it has been started or has been successfully resized.
    /// +featureGate=InPlacePodVerticalScaling
    /// +optional
    #[serde(rename = "resources", skip_serializing_if = "Option::is_none")]
    pub resources: Option<ResourceRequirements>,
    /// Status of volume mounts.
    /// +optional
    /// +patchMergeKey=mountPath
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=mountPath
    #[serde(rename = "volumeMounts", skip_serializing_if = "Vec::is_empty")]
    pub volume_mounts: Vec<VolumeMountStatus>,
    /// User represents user identity information initially attached to the first process of the container
    /// +featureGate=SupplementalGroupsPolicy
    /// +optional
    #[serde(rename = "user", skip_serializing_if = "Option::is_none")]
    pub user: Option<ContainerUser>,
    /// AllocatedResourcesStatus represents the status of various resources
    /// allocated for this Pod.
    /// +featureGate=ResourceHealthStatus
    /// +optional
    /// +patchMergeKey=name
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=name
    #[serde(rename = "allocatedResourcesStatus", skip_serializing_if = "Vec::is_empty")]
    pub allocated_resources_status: Vec<ResourceStatus>,
    /// StopSignal reports the effective stop signal for this container
    /// +featureGate=ContainerStopSignals
    /// +optional
    #[serde(rename = "stopSignal", skip_serializing_if = "Option::is_none")]
    pub stop_signal: Option<Signal>,
}

/// ResourceStatus represents the status of a single resource allocated to a Pod.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ResourceStatus {
    /// Name of the resource. Must be unique within the pod and in case of non-DRA resource, match one of the resources from the pod spec.
    /// For DRA resources, the value must be "claim:<claim_name>/<request>" when
    /// container.resources.claims[*].request is set or "claim:<claim_name>" when
    /// container.resources.claims[*].request is empty.
    /// For DRA-backed extended resources, "claim:<claim_name>/<request>" is used
    /// when the claim name and request name are recorded in pod.status.extendedResourceClaimStatus.
    /// When this status is reported about a container, the "claim_name" and "request"
    /// must match one of the claims of this container.
    /// +required
    #[serde(rename = "name")]
    pub name: ResourceName,
    /// List of unique resources health. Each element in the list contains an unique resource ID and its health.
    /// At a minimum, for the lifetime of a Pod, resource ID must uniquely identify the resource allocated to the Pod on the Node.
    /// If other Pod on the same Node reports the status with the same resource ID, it must be the same resource they share.
    /// See ResourceID type definition for a specific format it has in various use cases.
    /// +listType=map
    /// +listMapKey=resourceID
    #[serde(rename = "resources", skip_serializing_if = "Vec::is_empty")]
    pub resources: Vec<ResourceHealth>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct ResourceHealthStatus(pub String);

/// ResourceID is calculated based on the source of this resource health information.
/// For DevicePlugin:
///
///     DeviceID, where DeviceID is from the Device structure of DevicePlugin's ListAndWatchResponse type: https://github.com/kubernetes/kubernetes/blob/eda1c780543a27c078450e2f17d674471e00f494/staging/src/k8s.io/kubelet/pkg/apis/deviceplugin/v1alpha/api.proto#L61-L73
///
/// DevicePlugin ID is usually a constant for the lifetime of a Node and typically can be used to uniquely identify the device on the node.
/// For DRA:
///
///     <driver name>/<pool name>/<device name>: such a device can be looked up in the information published by that DRA driver to learn more about it. It is designed to be globally unique in a cluster.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct ResourceID(pub String);

/// ResourceHealth represents the health of a resource. It has the latest device health information.
/// This is a part of KEP https://kep.k8s.io/4680.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ResourceHealth {
    /// ResourceID is the unique identifier of the resource. See the ResourceID type for more information.
    #[serde(rename = "resourceID")]
    pub resource_id: ResourceID,
    /// Health of the resource.
    /// can be one of:
    ///  - Healthy: operates as normal
    ///  - Unhealthy: reported unhealthy. We consider this a temporary health issue
    ///               since we do not have a mechanism today to distinguish
    ///               temporary and permanent issues.
    ///  - Unknown: The status cannot be determined.
    ///             For example, Device Plugin got unregistered and hasn't been re-registered since.
    ///
    /// In future we may want to introduce the PermanentlyUnhealthy Status.
    #[serde(rename = "health")]
    pub health: ResourceHealthStatus,
    /// Message provides human-readable context for Health (e.g. "ECC error count exceeded threshold").
    /// This field is populated by the kubelet when ResourceHealthStatusMessage is enabled if the DRA plugin returns a message, and is null otherwise.
    /// +featureGate=ResourceHealthStatusMessage
    /// +optional
    #[serde(rename = "message", skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

/// ContainerUser represents user identity information
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ContainerUser {
    /// Linux holds user identity information initially attached to the first process of the containers in Linux.
    /// Note that the actual running identity can be changed if the process has enough privilege to do so.
    /// +optional
    #[serde(rename = "linux", skip_serializing_if = "Option::is_none")]
    pub linux: Option<LinuxContainerUser>,
}

/// LinuxContainerUser represents user identity information in Linux containers
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct LinuxContainerUser {
    /// UID is the primary uid initially attached to the first process in the container
    #[serde(rename = "uid")]
    pub uid: i64,
    /// GID is the primary gid initially attached to the first process in the container
    #[serde(rename = "gid")]
    pub gid: i64,
    /// SupplementalGroups are the supplemental groups initially attached to the first process in the container
    /// +optional
    /// +listType=atomic
    #[serde(rename = "supplementalGroups", skip_serializing_if = "Vec::is_empty")]
    pub supplemental_groups: Vec<i64>,
}

/// PodPhase is a label for the condition of a pod at the current time.
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct PodPhase(pub String);

/// PodConditionType is a valid value for PodCondition.Type
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct PodConditionType(pub String);

/// PodCondition contains details for the current condition of this pod.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodCondition {
    /// Type is the type of the condition.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#pod-conditions
    #[serde(rename = "type")]
    pub type_: PodConditionType,
    /// If set, this represents the .metadata.generation that the pod condition was set based upon.
    /// +optional
    #[serde(rename = "observedGeneration")]
    pub observed_generation: i64,
    /// Status is the status of the condition.
    /// Can be True, False, Unknown.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#pod-conditions
    #[serde(rename = "status")]
    pub status: ConditionStatus,
    /// Last time we probed the condition.
    /// +optional
    #[serde(rename = "lastProbeTime")]
    pub last_probe_time: String,
    /// Last time the condition transitioned from one status to another.
    /// +optional
    #[serde(rename = "lastTransitionTime")]
    pub last_transition_time: String,
    /// Unique, one-word, CamelCase reason for the condition's last transition.
    /// +optional
    #[serde(rename = "reason")]
    pub reason: String,
    /// Human-readable message indicating details about last transition.
    /// +optional
    #[serde(rename = "message")]
    pub message: String,
}

/// Deprecated: PodResizeStatus shows status of desired resize of a pod's containers.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct PodResizeStatus(pub String);

/// VolumeMountStatus shows status of volume mounts.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct VolumeMountStatus {
    /// Name corresponds to the name of the original VolumeMount.
    #[serde(rename = "name")]
    pub name: String,
    /// MountPath corresponds to the original VolumeMount.
    #[serde(rename = "mountPath")]
    pub mount_path: String,
    /// ReadOnly corresponds to the original VolumeMount.
    /// +optional
    #[serde(rename = "readOnly")]
    pub read_only: bool,
    /// RecursiveReadOnly must be set to Disabled, Enabled, or unspecified (for non-readonly mounts).
    /// An IfPossible value in the original VolumeMount must be translated to Disabled or Enabled,
    /// depending on the mount result.
    /// +optional
    #[serde(rename = "recursiveReadOnly", skip_serializing_if = "Option::is_none")]
    pub recursive_read_only: Option<RecursiveReadOnlyMode>,
    /// volumeStatus represents volume-type-specific status about the mounted
    /// volume.
    /// +optional
    #[serde(rename = "volumeStatus", skip_serializing_if = "Option::is_none")]
    pub volume_status: Option<VolumeStatus>,
}

/// VolumeStatus represents the status of a mounted volume.
/// At most one of its members must be specified.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct VolumeStatus {
    /// image represents an OCI object (a container image or artifact) pulled and mounted on the kubelet's host machine.
    /// +featureGate=ImageVolumeWithDigest
    /// +optional
    #[serde(rename = "image", skip_serializing_if = "Option::is_none")]
    pub image: Option<ImageVolumeStatus>,
}

/// ImageVolumeStatus represents the image-based volume status.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ImageVolumeStatus {
    /// ImageRef is the digest of the image used for this volume.
    /// It should have a value that's similar to the pod's status.containerStatuses[i].imageID.
    /// The ImageRef length should not exceed 256 characters.
    /// +kubebuilder:validation:MaxLength=256
    /// +required
    #[serde(rename = "imageRef")]
    pub image_ref: String,
}

/// RestartPolicy describes how the container should be restarted.
/// Only one of the following restart policies may be specified.
/// If none of the following policies is specified, the default one
/// is RestartPolicyAlways.
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct RestartPolicy(pub String);

/// ContainerRestartPolicy is the restart policy for a single container.
/// The only allowed values are "Always", "Never", and "OnFailure".
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct ContainerRestartPolicy(pub String);

/// ContainerRestartRule describes how a container exit is handled.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ContainerRestartRule {
    /// Specifies the action taken on a container exit if the requirements
    /// are satisfied. The only possible value is "Restart" to restart the
    /// container.
    /// +required
    #[serde(rename = "action")]
    pub action: ContainerRestartRuleAction,
    /// Represents the exit codes to check on container exits.
    /// +optional
    /// +oneOf=when
    #[serde(rename = "exitCodes", skip_serializing_if = "Option::is_none")]
    pub exit_codes: Option<ContainerRestartRuleOnExitCodes>,
}

/// ContainerRestartRuleAction describes the action to take when the
/// container exits.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct ContainerRestartRuleAction(pub String);

/// ContainerRestartRuleOnExitCodes describes the condition
/// for handling an exited container based on its exit codes.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ContainerRestartRuleOnExitCodes {
    /// Represents the relationship between the container exit code(s) and the
    /// specified values. Possible values are:
    /// - In: the requirement is satisfied if the container exit code is in the
    ///   set of specified values.
    /// - NotIn: the requirement is satisfied if the container exit code is
    ///   not in the set of specified values.
    /// +required
    #[serde(rename = "operator")]
    pub operator: ContainerRestartRuleOnExitCodesOperator,
    /// Specifies the set of values to check for container exit codes.
    /// At most 255 elements are allowed.
    /// +optional
    /// +listType=set
    #[serde(rename = "values", skip_serializing_if = "Vec::is_empty")]
    pub values: Vec<i32>,
}

/// ContainerRestartRuleOnExitCodesOperator describes the operator
/// to take for the exit codes.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct ContainerRestartRuleOnExitCodesOperator(pub String);

/// DNSPolicy defines how a pod's DNS will be configured.
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct DNSPolicy(pub String);

/// A node selector represents the union of the results of one or more label queries
/// over a set of nodes; that is, it represents the OR of the selectors represented
/// by the node selector terms.
/// +structType=atomic
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct NodeSelector {
    /// Required. A list of node selector terms. The terms are ORed.
    /// +listType=atomic
    #[serde(rename = "nodeSelectorTerms")]
    pub node_selector_terms: Vec<NodeSelectorTerm>,
}

/// A null or empty node selector term matches no objects. The requirements of
/// them are ANDed.
/// The TopologySelectorTerm type implements a subset of the NodeSelectorTerm.
/// +structType=atomic
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct NodeSelectorTerm {
    /// A list of node selector requirements by node's labels.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "matchExpressions", skip_serializing_if = "Vec::is_empty")]
    pub match_expressions: Vec<NodeSelectorRequirement>,
    /// A list of node selector requirements by node's fields.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "matchFields", skip_serializing_if = "Vec::is_empty")]
    pub match_fields: Vec<NodeSelectorRequirement>,
}

/// A node selector requirement is a selector that contains values, a key, and an operator
/// that relates the key and values.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct NodeSelectorRequirement {
    /// The label key that the selector applies to.
    #[serde(rename = "key")]
    pub key: String,
    /// Represents a key's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists, DoesNotExist. Gt, and Lt.
    #[serde(rename = "operator")]
    pub operator: NodeSelectorOperator,
    /// An array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty. If the operator is Gt or Lt, the values
    /// array must have a single element, which will be interpreted as an integer.
    /// This array is replaced during a strategic merge patch.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "values", skip_serializing_if = "Vec::is_empty")]
    pub values: Vec<String>,
}

/// A node selector operator is the set of operators that can be used in
/// a node selector requirement.
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct NodeSelectorOperator(pub String);

/// A topology selector term represents the result of label queries.
/// A null or empty topology selector term matches no objects.
/// The requirements of them are ANDed.
/// It provides a subset of functionality as NodeSelectorTerm.
/// This is an alpha feature and may change in the future.
/// +structType=atomic
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct TopologySelectorTerm {
    /// A list of topology selector requirements by labels.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "matchLabelExpressions", skip_serializing_if = "Vec::is_empty")]
    pub match_label_expressions: Vec<TopologySelectorLabelRequirement>,
}

/// A topology selector requirement is a selector that matches given label.
/// This is an alpha feature and may change in the future.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct TopologySelectorLabelRequirement {
    /// The label key that the selector applies to.
    #[serde(rename = "key")]
    pub key: String,
    /// An array of string values. One value must match the label to be selected.
    /// Each entry in Values is ORed.
    /// +listType=atomic
    #[serde(rename = "values")]
    pub values: Vec<String>,
}

/// Affinity is a group of affinity scheduling rules.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Affinity {
    /// Describes node affinity scheduling rules for the pod.
    /// +optional
    #[serde(rename = "nodeAffinity", skip_serializing_if = "Option::is_none")]
    pub node_affinity: Option<NodeAffinity>,
    /// Describes pod affinity scheduling rules (e.g. co-locate this pod in the same node, zone, etc. as some other pod(s)).
    /// +optional
    #[serde(rename = "podAffinity", skip_serializing_if = "Option::is_none")]
    pub pod_affinity: Option<PodAffinity>,
    /// Describes pod anti-affinity scheduling rules (e.g. avoid putting this pod in the same node, zone, etc. as some other pod(s)).
    /// +optional
    #[serde(rename = "podAntiAffinity", skip_serializing_if = "Option::is_none")]
    pub pod_anti_affinity: Option<PodAntiAffinity>,
}

/// Pod affinity is a group of inter pod affinity scheduling rules.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodAffinity {
    /// If the affinity requirements specified by this field are not met at
    /// scheduling time, the pod will not be scheduled onto the node.
    /// If the affinity requirements specified by this field cease to be met
    /// at some point during pod execution (e.g. due to a pod label update), the
    /// system may or may not try to eventually evict the pod from its node.
    /// When there are multiple elements, the lists of nodes corresponding to each
    /// podAffinityTerm are intersected, i.e. all terms must be satisfied.
    /// +optional
    /// +listType=atomic
    #[serde(
        rename = "requiredDuringSchedulingIgnoredDuringExecution",
        skip_serializing_if = "Vec::is_empty"
    )]
    pub required_during_scheduling_ignored_during_execution: Vec<PodAffinityTerm>,
    /// The scheduler will prefer to schedule pods to nodes that satisfy
    /// the affinity expressions specified by this field, but it may choose
    /// a node that violates one or more of the expressions. The node that is
    /// most preferred is the one with the greatest sum of weights, i.e.
    /// for each node that meets all of the scheduling requirements (resource
    /// request, requiredDuringScheduling affinity expressions, etc.),
    /// compute a sum by iterating through the elements of this field and adding
    /// "weight" to the sum if the node has pods which matches the corresponding podAffinityTerm; the
    /// node(s) with the highest sum are the most preferred.
    /// +optional
    /// +listType=atomic
    #[serde(
        rename = "preferredDuringSchedulingIgnoredDuringExecution",
        skip_serializing_if = "Vec::is_empty"
    )]
    pub preferred_during_scheduling_ignored_during_execution: Vec<WeightedPodAffinityTerm>,
}

/// Pod anti affinity is a group of inter pod anti affinity scheduling rules.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodAntiAffinity {
    /// If the anti-affinity requirements specified by this field are not met at
    /// scheduling time, the pod will not be scheduled onto the node.
    /// If the anti-affinity requirements specified by this field cease to be met
    /// at some point during pod execution (e.g. due to a pod label update), the
    /// system may or may not try to eventually evict the pod from its node.
    /// When there are multiple elements, the lists of nodes corresponding to each
    /// podAffinityTerm are intersected, i.e. all terms must be satisfied.
    /// +optional
    /// +listType=atomic
    #[serde(
        rename = "requiredDuringSchedulingIgnoredDuringExecution",
        skip_serializing_if = "Vec::is_empty"
    )]
    pub required_during_scheduling_ignored_during_execution: Vec<PodAffinityTerm>,
    /// The scheduler will prefer to schedule pods to nodes that satisfy
    /// the anti-affinity expressions specified by this field, but it may choose
    /// a node that violates one or more of the expressions. The node that is
    /// most preferred is the one with the greatest sum of weights, i.e.
    /// for each node that meets all of the scheduling requirements (resource
    /// request, requiredDuringScheduling anti-affinity expressions, etc.),
    /// compute a sum by iterating through the elements of this field and subtracting
    /// "weight" from the sum if the node has pods which matches the corresponding podAffinityTerm; the
    /// node(s) with the highest sum are the most preferred.
    /// +optional
    /// +listType=atomic
    #[serde(
        rename = "preferredDuringSchedulingIgnoredDuringExecution",
        skip_serializing_if = "Vec::is_empty"
    )]
    pub preferred_during_scheduling_ignored_during_execution: Vec<WeightedPodAffinityTerm>,
}

/// The weights of all of the matched WeightedPodAffinityTerm fields are added per-node to find the most preferred node(s)
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct WeightedPodAffinityTerm {
    /// weight associated with matching the corresponding podAffinityTerm,
    /// in the range 1-100.
    #[serde(rename = "weight")]
    pub weight: i32,
    /// Required. A pod affinity term, associated with the corresponding weight.
    #[serde(rename = "podAffinityTerm")]
    pub pod_affinity_term: PodAffinityTerm,
}

/// Defines a set of pods (namely those matching the labelSelector
/// relative to the given namespace(s)) that this pod should be
/// co-located (affinity) or not co-located (anti-affinity) with,
/// where co-located is defined as running on a node whose value of
/// the label with key <topologyKey> matches that of any node on which
/// a pod of the set of pods is running
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodAffinityTerm {
    /// A label query over a set of resources, in this case pods.
    /// If it's null, this PodAffinityTerm matches with no Pods.
    /// +optional
    #[serde(rename = "labelSelector", skip_serializing_if = "Option::is_none")]
    pub label_selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
    /// namespaces specifies a static list of namespace names that the term applies to.
    /// The term is applied to the union of the namespaces listed in this field
    /// and the ones selected by namespaceSelector.
    /// null or empty namespaces list and null namespaceSelector means "this pod's namespace".
    /// +optional
    /// +listType=atomic
    #[serde(rename = "namespaces", skip_serializing_if = "Vec::is_empty")]
    pub namespaces: Vec<String>,
    /// This pod should be co-located (affinity) or not co-located (anti-affinity) with the pods matching
    /// the labelSelector in the specified namespaces, where co-located is defined as running on a node
    /// whose value of the label with key topologyKey matches that of any node on which any of the
    /// selected pods is running.
    /// Empty topologyKey is not allowed.
    #[serde(rename = "topologyKey")]
    pub topology_key: String,
    /// A label query over the set of namespaces that the term applies to.
    /// The term is applied to the union of the namespaces selected by this field
    /// and the ones listed in the namespaces field.
    /// null selector and null or empty namespaces list means "this pod's namespace".
    /// An empty selector ({}) matches all namespaces.
    /// +optional
    #[serde(rename = "namespaceSelector", skip_serializing_if = "Option::is_none")]
    pub namespace_selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
    /// MatchLabelKeys is a set of pod label keys to select which pods will
    /// be taken into consideration. The keys are used to lookup values from the
    /// incoming pod labels, those key-value labels are merged with `labelSelector` as `key in (value)`
    /// to select the group of existing pods which pods will be taken into consideration
    /// for the incoming pod's pod (anti) affinity. Keys that don't exist in the incoming
    /// pod labels will be ignored. The default value is empty.
    /// The same key is forbidden to exist in both matchLabelKeys and labelSelector.
    /// Also, matchLabelKeys cannot be set when labelSelector isn't set.
    ///
    /// +listType=atomic
    /// +optional
    #[serde(rename = "matchLabelKeys", skip_serializing_if = "Vec::is_empty")]
    pub match_label_keys: Vec<String>,
    /// MismatchLabelKeys is a set of pod label keys to select which pods will
    /// be taken into consideration. The keys are used to lookup values from the
    /// incoming pod labels, those key-value labels are merged with `labelSelector` as `key notin (value)`
    /// to select the group of existing pods which pods will be taken into consideration
    /// for the incoming pod's pod (anti) affinity. Keys that don't exist in the incoming
    /// pod labels will be ignored. The default value is empty.
    /// The same key is forbidden to exist in both mismatchLabelKeys and labelSelector.
    /// Also, mismatchLabelKeys cannot be set when labelSelector isn't set.
    ///
    /// +listType=atomic
    /// +optional
    #[serde(rename = "mismatchLabelKeys", skip_serializing_if = "Vec::is_empty")]
    pub mismatch_label_keys: Vec<String>,
}

/// Node affinity is a group of node affinity scheduling rules.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct NodeAffinity {
    /// If the affinity requirements specified by this field are not met at
    /// scheduling time, the pod will not be scheduled onto the node.
    /// If the affinity requirements specified by this field cease to be met
    /// at some point during pod execution (e.g. due to an update), the system
    /// may or may not try to eventually evict the pod from its node.
    /// +optional
    #[serde(
        rename = "requiredDuringSchedulingIgnoredDuringExecution",
        skip_serializing_if = "Option::is_none"
    )]
    pub required_during_scheduling_ignored_during_execution: Option<NodeSelector>,
    /// The scheduler will prefer to schedule pods to nodes that satisfy
    /// the affinity expressions specified by this field, but it may choose
    /// a node that violates one or more of the expressions. The node that is
    /// most preferred is the one with the greatest sum of weights, i.e.
    /// for each node that meets all of the scheduling requirements (resource
    /// request, requiredDuringScheduling affinity expressions, etc.),
    /// compute a sum by iterating through the elements of this field and adding
    /// "weight" to the sum if the node matches the corresponding matchExpressions; the
    /// node(s) with the highest sum are the most preferred.
    /// +optional
    /// +listType=atomic
    #[serde(
        rename = "preferredDuringSchedulingIgnoredDuringExecution",
        skip_serializing_if = "Vec::is_empty"
    )]
    pub preferred_during_scheduling_ignored_during_execution: Vec<PreferredSchedulingTerm>,
}

/// An empty preferred scheduling term matches all objects with implicit weight 0
/// (i.e. it's a no-op). A null preferred scheduling term matches no objects (i.e. is also a no-op).
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PreferredSchedulingTerm {
    /// Weight associated with matching the corresponding nodeSelectorTerm, in the range 1-100.
    #[serde(rename = "weight")]
    pub weight: i32,
    /// A node selector term, associated with the corresponding weight.
    #[serde(rename = "preference")]
    pub preference: NodeSelectorTerm,
}

/// The node this Taint is attached to has the "effect" on
/// any pod that does not tolerate the Taint.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Taint {
    /// Required. The taint key to be applied to a node.
    #[serde(rename = "key")]
    pub key: String,
    /// The taint value corresponding to the taint key.
    /// +optional
    #[serde(rename = "value")]
    pub value: String,
    /// Required. The effect of the taint on pods
    /// that do not tolerate the taint.
    /// Valid effects are NoSchedule, PreferNoSchedule and NoExecute.
    #[serde(rename = "effect")]
    pub effect: TaintEffect,
    /// TimeAdded represents the time at which the taint was added.
    /// +optional
    #[serde(rename = "timeAdded", skip_serializing_if = "Option::is_none")]
    pub time_added: Option<String>,
}

/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct TaintEffect(pub String);

/// The pod this Toleration is attached to tolerates any taint that matches
/// the triple <key,value,effect> using the matching operator <operator>.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Toleration {
    /// Key is the taint key that the toleration applies to. Empty means match all taint keys.
    /// If the key is empty, operator must be Exists; this combination means to match all values and all keys.
    /// +optional
    /// +k8s:alpha(since: "1.37")=+k8s:optional
    /// +k8s:alpha(since: "1.37")=+k8s:format=k8s-label-key
    #[serde(rename = "key")]
    pub key: String,
    /// Operator represents a key's relationship to the value.
    /// Valid operators are Exists, Equal, Lt, and Gt. Defaults to Equal.
    /// Exists is equivalent to wildcard for value, so that a pod can
    /// tolerate all taints of a particular category.
    /// Lt and Gt perform numeric comparisons (requires feature gate TaintTolerationComparisonOperators).
    /// +optional
    #[serde(rename = "operator")]
    pub operator: TolerationOperator,
    /// Value is the taint value the toleration matches to.
    /// If the operator is Exists, the value should be empty, otherwise just a regular string.
    /// +optional
    #[serde(rename = "value")]
    pub value: String,
    /// Effect indicates the taint effect to match. Empty means match all taint effects.
    /// When specified, allowed values are NoSchedule, PreferNoSchedule and NoExecute.
    /// +optional
    #[serde(rename = "effect")]
    pub effect: TaintEffect,
    /// TolerationSeconds represents the period of time the toleration (which must be
    /// of effect NoExecute, otherwise this field is ignored) tolerates the taint. By default,
    /// it is not set, which means tolerate the taint forever (do not evict). Zero and
    /// negative values will be treated as 0 (evict immediately) by the system.
    /// +optional
    #[serde(rename = "tolerationSeconds", skip_serializing_if = "Option::is_none")]
    pub toleration_seconds: Option<i64>,
}

/// A toleration operator is the set of operators that can be used in a toleration.
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct TolerationOperator(pub String);

/// PodReadinessGate contains the reference to a pod condition
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodReadinessGate {
    /// ConditionType refers to a condition in the pod's condition list with matching type.
    #[serde(rename = "conditionType")]
    pub condition_type: PodConditionType,
}

/// PodSpec is a description of a pod.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodSpec {
    /// List of volumes that can be mounted by containers belonging to the pod.
    /// More info: https://kubernetes.io/docs/concepts/storage/volumes
    /// +optional
    /// +patchMergeKey=name
    /// +patchStrategy=merge,retainKeys
    /// +listType=map
    /// +listMapKey=name
    #[serde(rename = "volumes", skip_serializing_if = "Vec::is_empty")]
    pub volumes: Vec<Volume>,
    /// List of initialization containers belonging to the pod.
    /// Init containers are executed in order prior to containers being started. If any
    /// init container fails, the pod is considered to have failed and is handled according
    /// to its restartPolicy. The name for an init container or normal container must be
    /// unique among all containers.
    /// Init containers may not have Lifecycle actions, Readiness probes, Liveness probes, or Startup probes.
    /// The resourceRequirements of an init container are taken into account during scheduling
    /// by finding the highest request/limit for each resource type, and then using the max of
    /// that value or the sum of the normal containers. Limits are applied to init containers
    /// in a similar fashion.
    /// Init containers cannot currently be added or removed.
    /// Cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/init-containers/
    /// +patchMergeKey=name
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=name
    #[serde(rename = "initContainers", skip_serializing_if = "Vec::is_empty")]
    pub init_containers: Vec<Container>,
    /// List of containers belonging to the pod.
    /// Containers cannot currently be added or removed.
    /// There must be at least one container in a Pod.
    /// Cannot be updated.
    /// +patchMergeKey=name
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=name
    #[serde(rename = "containers")]
    pub containers: Vec<Container>,
    /// List of ephemeral containers run in this pod. Ephemeral containers may be run in an existing
    /// pod to perform user-initiated actions such as debugging. This list cannot be specified when
    /// creating a pod, and it cannot be modified by updating the pod spec. In order to add an
    /// ephemeral container to an existing pod, use the pod's ephemeralcontainers subresource.
    /// +optional
    /// +patchMergeKey=name
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=name
    #[serde(rename = "ephemeralContainers", skip_serializing_if = "Vec::is_empty")]
    pub ephemeral_containers: Vec<EphemeralContainer>,
    /// Restart policy for all containers within the pod.
    /// One of Always, OnFailure, Never. In some contexts, only a subset of those values may be permitted.
    /// Default to Always.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle/#restart-policy
    /// +optional
    #[serde(rename = "restartPolicy")]
    pub restart_policy: RestartPolicy,
    /// Optional duration in seconds the pod needs to terminate gracefully. May be decreased in delete request.
    /// Value must be non-negative integer. The value zero indicates stop immediately via
    /// the kill signal (no opportunity to shut down).
    /// If this value is nil, the default grace period will be used instead.
    /// The grace period is the duration in seconds after the processes running in the pod are sent
    /// a termination signal and the time when the processes are forcibly halted with a kill signal.
    /// Set this value longer than the expected cleanup time for your process.
    /// Defaults to 30 seconds.
    /// +optional
    #[serde(rename = "terminationGracePeriodSeconds", skip_serializing_if = "Option::is_none")]
    pub termination_grace_period_seconds: Option<i64>,
    /// Optional duration in seconds the pod may be active on the node relative to
    /// StartTime before the system will actively try to mark it failed and kill associated containers.
    /// Value must be a positive integer.
    /// +optional
    #[serde(rename = "activeDeadlineSeconds", skip_serializing_if = "Option::is_none")]
    pub active_deadline_seconds: Option<i64>,
    /// Set DNS policy for the pod.
    /// Defaults to "ClusterFirst".
    /// Valid values are 'ClusterFirstWithHostNet', 'ClusterFirst', 'Default' or 'None'.
    /// DNS parameters given in DNSConfig will be merged with the policy selected with DNSPolicy.
    /// To have DNS options set along with hostNetwork, you have to specify DNS policy
    /// explicitly to 'ClusterFirstWithHostNet'.
    /// +optional
    #[serde(rename = "dnsPolicy")]
    pub dns_policy: DNSPolicy,
    /// NodeSelector is a selector which must be true for the pod to fit on a node.
    /// Selector which must match a node's labels for the pod to be scheduled on that node.
    /// More info: https://kubernetes.io/docs/concepts/configuration/assign-pod-node/
    /// +optional
    /// +mapType=atomic
    #[serde(rename = "nodeSelector", skip_serializing_if = "BTreeMap::is_empty")]
    pub node_selector: BTreeMap<String, String>,
    /// ServiceAccountName is the name of the ServiceAccount to use to run this pod.
    /// More info: https://kubernetes.io/docs/tasks/configure-pod-container/configure-service-account/
    /// +optional
    #[serde(rename = "serviceAccountName")]
    pub service_account_name: String,
    /// DeprecatedServiceAccount is a deprecated alias for ServiceAccountName.
    /// Deprecated: Use serviceAccountName instead.
    /// +optional
    #[serde(rename = "serviceAccount")]
    pub deprecated_service_account: String,
    /// AutomountServiceAccountToken indicates whether a service account token should be automatically mounted.
    /// +optional
    #[serde(rename = "automountServiceAccountToken", skip_serializing_if = "Option::is_none")]
    pub automount_service_account_token: Option<bool>,
    /// NodeName indicates in which node this pod is scheduled.
    /// If empty, this pod is a candidate for scheduling by the scheduler defined in schedulerName.
    /// Once this field is set, the kubelet for this node becomes responsible for the lifecycle of this pod.
    /// This field should not be used to express a desire for the pod to be scheduled on a specific node.
    /// https://kubernetes.io/docs/concepts/scheduling-eviction/assign-pod-node/#nodename
    /// +optional
    #[serde(rename = "nodeName")]
    pub node_name: String,
    /// Host networking requested for this pod. Use the host's network namespace.
    /// When using HostNetwork you should specify ports so the scheduler is aware.
    /// When `hostNetwork` is true, specified `hostPort` fields in port definitions must match `containerPort`,
    /// and unspecified `hostPort` fields in port definitions are defaulted to match `containerPort`.
    /// Default to false.
    /// +optional
    #[serde(rename = "hostNetwork")]
    pub host_network: bool,
    /// Use the host's pid namespace.
    /// Optional: Default to false.
    /// +optional
    #[serde(rename = "hostPID")]
    pub host_pid: bool,
    /// Use the host's ipc namespace.
    /// Optional: Default to false.
    /// +optional
    #[serde(rename = "hostIPC")]
    pub host_ipc: bool,
    /// Share a single process namespace between all of the containers in a pod.
    /// When this is set containers will be able to view and signal processes from other containers
    /// in the same pod, and the first process in each container will not be assigned PID 1.
    /// HostPID and ShareProcessNamespace cannot both be set.
    /// Optional: Default to false.
    /// +optional
    #[serde(rename = "shareProcessNamespace", skip_serializing_if = "Option::is_none")]
    pub share_process_namespace: Option<bool>,
    /// SecurityContext holds pod-level security attributes and common container settings.
    /// Optional: Defaults to empty.  See type description for default values of each field.
    /// +optional
    #[serde(rename = "securityContext", skip_serializing_if = "Option::is_none")]
    pub security_context: Option<PodSecurityContext>,
    /// ImagePullSecrets is an optional list of references to secrets in the same namespace to use for pulling any of the images used by this PodSpec.
    /// If specified, these secrets will be passed to individual puller implementations for them to use.
    /// More info: https://kubernetes.io/docs/concepts/containers/images#specifying-imagepullsecrets-on-a-pod
    /// +optional
    /// +patchMergeKey=name
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=name
    #[serde(rename = "imagePullSecrets", skip_serializing_if = "Vec::is_empty")]
    pub image_pull_secrets: Vec<LocalObjectReference>,
    /// Specifies the hostname of the Pod
    /// If not specified, the pod's hostname will be set to a system-defined value.
    /// +optional
    #[serde(rename = "hostname")]
    pub hostname: String,
    /// If specified, the fully qualified Pod hostname will be "<hostname>.<subdomain>.<pod namespace>.svc.<cluster domain>".
    /// If not specified, the pod will not have a domainname at all.
    /// +optional
    #[serde(rename = "subdomain")]
    pub subdomain: String,
    /// If specified, the pod's scheduling constraints
    /// +optional
    #[serde(rename = "affinity", skip_serializing_if = "Option::is_none")]
    pub affinity: Option<Affinity>,
    /// If specified, the pod will be dispatched by specified scheduler.
    /// If not specified, the pod will be dispatched by default scheduler.
    /// +optional
    #[serde(rename = "schedulerName")]
    pub scheduler_name: String,
    /// If specified, the pod's tolerations.
    /// +optional
    /// +listType=atomic
    /// +k8s:alpha(since: "1.37")=+k8s:optional
    #[serde(rename = "tolerations", skip_serializing_if = "Vec::is_empty")]
    pub tolerations: Vec<Toleration>,
    /// HostAliases is an optional list of hosts and IPs that will be injected into the pod's hosts
    /// file if specified.
    /// +optional
    /// +patchMergeKey=ip
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=ip
    #[serde(rename = "hostAliases", skip_serializing_if = "Vec::is_empty")]
    pub host_aliases: Vec<HostAlias>,
    /// If specified, indicates the pod's priority. "system-node-critical" and
    /// "system-cluster-critical" are two special keywords which indicate the
    /// highest priorities with the former being the highest priority. Any other
    /// name must be defined by creating a PriorityClass object with that name.
    /// If not specified, the pod priority will be default or zero if there is no
    /// default.
    /// +optional
    #[serde(rename = "priorityClassName")]
    pub priority_class_name: String,
    /// The priority value. Various system components use this field to find the
    /// priority of the pod. When Priority Admission Controller is enabled, it
    /// prevents users from setting this field. The admission controller populates
    /// this field from PriorityClassName.
    /// The higher the value, the higher the priority.
    /// +optional
    #[serde(rename = "priority", skip_serializing_if = "Option::is_none")]
    pub priority: Option<i32>,
    /// Specifies the DNS parameters of a pod.
    /// Parameters specified here will be merged to the generated DNS
    /// configuration based on DNSPolicy.
    /// +optional
    #[serde(rename = "dnsConfig", skip_serializing_if = "Option::is_none")]
    pub dns_config: Option<PodDNSConfig>,
    /// If specified, all readiness gates will be evaluated for pod readiness.
    /// A pod is ready when all its containers are ready AND
    /// all conditions specified in the readiness gates have status equal to "True"
    /// More info: https://git.k8s.io/enhancements/keps/sig-network/580-pod-readiness-gates
    /// +optional
    /// +listType=atomic
    #[serde(rename = "readinessGates", skip_serializing_if = "Vec::is_empty")]
    pub readiness_gates: Vec<PodReadinessGate>,
    /// RuntimeClassName refers to a RuntimeClass object in the node.k8s.io group, which should be used
    /// to run this pod.  If no RuntimeClass resource matches the named class, the pod will not be run.
    /// If unset or empty, the "legacy" RuntimeClass will be used, which is an implicit class with an
    /// empty definition that uses the default runtime handler.
    /// More info: https://git.k8s.io/enhancements/keps/sig-node/585-runtime-class
    /// +optional
    #[serde(rename = "runtimeClassName", skip_serializing_if = "Option::is_none")]
    pub runtime_class_name: Option<String>,
    /// EnableServiceLinks indicates whether information about services should be injected into pod's
    /// environment variables, matching the syntax of Docker links.
    /// Optional: Defaults to true.
    /// +optional
    #[serde(rename = "enableServiceLinks", skip_serializing_if = "Option::is_none")]
    pub enable_service_links: Option<bool>,
    /// PreemptionPolicy is the Policy for preempting pods with lower priority.
    /// One of Never, PreemptLowerPriority.
    /// When Priority Admission Controller is enabled, it prevents users from setting
    /// this field. The admission controller populates this field from PriorityClassName.
    /// Defaults to PreemptLowerPriority if unset.
    /// +optional
    #[serde(rename = "preemptionPolicy", skip_serializing_if = "Option::is_none")]
    pub preemption_policy: Option<PreemptionPolicy>,
    /// Overhead represents the resource overhead associated with running a pod for a given RuntimeClass.
    /// This field will be autopopulated at admission time by the RuntimeClass admission controller. If
    /// the RuntimeClass admission controller is enabled, overhead must not be set in Pod create requests.
    /// The RuntimeClass admission controller will reject Pod create requests which have the overhead already
    /// set. If RuntimeClass is configured and selected in the PodSpec, Overhead will be set to the value
    /// defined in the corresponding RuntimeClass, otherwise it will remain unset and treated as zero.
    /// More info: https://git.k8s.io/enhancements/keps/sig-node/688-pod-overhead/README.md
    /// +optional
    #[serde(rename = "overhead")]
    pub overhead: ResourceList,
    /// TopologySpreadConstraints describes how a group of pods ought to spread across topology
    /// domains. Scheduler will schedule pods in a way which abides by the constraints.
    /// All topologySpreadConstraints are ANDed.
    /// +optional
    /// +patchMergeKey=topologyKey
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=topologyKey
    /// +listMapKey=whenUnsatisfiable
    #[serde(rename = "topologySpreadConstraints", skip_serializing_if = "Vec::is_empty")]
    pub topology_spread_constraints: Vec<TopologySpreadConstraint>,
    /// If true the pod's hostname will be configured as the pod's FQDN, rather than the leaf name (the default).
    /// In Linux containers, this means setting the FQDN in the hostname field of the kernel (the nodename field of struct utsname).
    /// In Windows containers, this means setting the registry value of hostname for the registry key HKEY_LOCAL_MACHINE\\SYSTEM\\CurrentControlSet\\Services\\Tcpip\\Parameters to FQDN.
    /// If a pod does not have FQDN, this has no effect.
    /// Default to false.
    /// +optional
    #[serde(rename = "setHostnameAsFQDN", skip_serializing_if = "Option::is_none")]
    pub set_hostname_as_fqdn: Option<bool>,
    /// Specifies the OS of the containers in the pod.
    /// Some pod and container fields are restricted if this is set.
    ///
    /// If the OS field is set to linux, the following fields must be unset:
    /// -securityContext.windowsOptions
    ///
    /// If the OS field is set to windows, following fields must be unset:
    /// - spec.hostPID
    /// - spec.hostIPC
    /// - spec.hostUsers
    /// - spec.resources
    /// - spec.securityContext.appArmorProfile
    /// - spec.securityContext.seLinuxOptions
    /// - spec.securityContext.seccompProfile
    /// - spec.securityContext.fsGroup
    /// - spec.securityContext.fsGroupChangePolicy
    /// - spec.securityContext.sysctls
    /// - spec.shareProcessNamespace
    /// - spec.securityContext.runAsUser
    /// - spec.securityContext.runAsGroup
    /// - spec.securityContext.supplementalGroups
    /// - spec.securityContext.supplementalGroupsPolicy
    /// - spec.containers[*].securityContext.appArmorProfile
    /// - spec.containers[*].securityContext.seLinuxOptions
    /// - spec.containers[*].securityContext.seccompProfile
    /// - spec.containers[*].securityContext.capabilities
    /// - spec.containers[*].securityContext.readOnlyRootFilesystem
    /// - spec.containers[*].securityContext.privileged
    /// - spec.containers[*].securityContext.allowPrivilegeEscalation
    /// - spec.containers[*].securityContext.procMount
    /// - spec.containers[*].securityContext.runAsUser
    /// - spec.containers[*].securityContext.runAsGroup
    /// +optional
    #[serde(rename = "os", skip_serializing_if = "Option::is_none")]
    pub os: Option<PodOS>,
    /// Use the host's user namespace.
    /// Optional: Default to true.
    /// If set to true or not present, the pod will be run in the host user namespace, useful
    /// for when the pod needs a feature only available to the host user namespace, such as
    /// loading a kernel module with CAP_SYS_MODULE.
    /// When set to false, a new userns is created for the pod. Setting false is useful for
    /// mitigating container breakout vulnerabilities even allowing users to run their
    /// containers as root without actually having root privileges on the host.
    /// +optional
    #[serde(rename = "hostUsers", skip_serializing_if = "Option::is_none")]
    pub host_users: Option<bool>,
    /// SchedulingGates is an opaque list of values that if specified will block scheduling the pod.
    /// If schedulingGates is not empty, the pod will stay in the SchedulingGated state and the
    /// scheduler will not attempt to schedule the pod.
    ///
    /// SchedulingGates can only be set at pod creation time, and be removed only afterwards.
    ///
    /// +patchMergeKey=name
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=name
    /// +optional
    #[serde(rename = "schedulingGates", skip_serializing_if = "Vec::is_empty")]
    pub scheduling_gates: Vec<PodSchedulingGate>,
    /// ResourceClaims defines which ResourceClaims must be allocated
    /// and reserved before the Pod is allowed to start. The resources
    /// will be made available to those containers which consume them
    /// by name.
    ///
    /// This is a stable field but requires that the
    /// DynamicResourceAllocation feature gate is enabled.
    ///
    /// This field is immutable.
    ///
    /// +patchMergeKey=name
    /// +patchStrategy=merge,retainKeys
    /// +listType=map
    /// +listMapKey=name
    /// +featureGate=DynamicResourceAllocation
    /// +optional
    #[serde(rename = "resourceClaims", skip_serializing_if = "Vec::is_empty")]
    pub resource_claims: Vec<PodResourceClaim>,
    /// Resources is the total amount of CPU and Memory resources required by all
    /// containers in the pod. It supports specifying Requests and Limits for
    /// "cpu", "memory" and "hugepages-" resource names only. ResourceClaims are not supported.
    ///
    /// This field enables fine-grained control over resource allocation for the
    /// entire pod, allowing resource sharing among containers in a pod.
    /// TODO: For beta graduation, expand this comment with a detailed explanation.
    ///
    /// This is an alpha field and requires enabling the PodLevelResources feature
    /// gate.
    ///
    /// +featureGate=PodLevelResources
    /// +optional
    #[serde(rename = "resources", skip_serializing_if = "Option::is_none")]
    pub resources: Option<ResourceRequirements>,
    /// HostnameOverride specifies an explicit override for the pod's hostname as perceived by the pod.
    /// This field only specifies the pod's hostname and does not affect its DNS records.
    /// When this field is set to a non-empty string:
    /// - It takes precedence over the values set in `hostname` and `subdomain`.
    /// - The Pod's hostname will be set to this value.
    /// - `setHostnameAsFQDN` must be nil or set to false.
    /// - `hostNetwork` must be set to false.
    ///
    /// This field must be a valid DNS subdomain as defined in RFC 1123 and contain at most 64 characters.
    ///
    /// +featureGate=HostnameOverride
    /// +optional
    #[serde(rename = "hostnameOverride", skip_serializing_if = "Option::is_none")]
    pub hostname_override: Option<String>,
    /// SchedulingGroup provides a reference to the immediate scheduling runtime
    /// grouping object that this Pod belongs to.
    /// This field is used by the scheduler to identify the group and apply the
    /// correct group scheduling policies. The association with a group also
    /// impacts other lifecycle aspects of a Pod that are relevant in a wider context
    /// of scheduling like preemption, resource attachment, etc. If not specified,
    /// the Pod is treated as a single unit in all of these aspects.
    /// The group object referenced by this field may not exist at the time the
    /// Pod is created.
    /// This field is immutable, but a group object with the same name may be
    /// recreated with different policies. Doing this during pod scheduling
    /// may result in the placement not conforming to the expected policies.
    ///
    /// +featureGate=GenericWorkload
    /// +optional
    #[serde(rename = "schedulingGroup", skip_serializing_if = "Option::is_none")]
    pub scheduling_group: Option<PodSchedulingGroup>,
    /// evictionResponders reference responders that react to Evictions based on EvictionRequests.
    /// Responders should observe and communicate through the Eviction Resource API to help with
    /// the graceful termination of a pod. The responders are selected sequentially, according to
    /// their specified priority.
    ///
    /// Responders should periodically report on an eviction progress by updating the
    /// .status.responders[].heartbeatTime field of the Eviction object. If this field is not updated
    /// within the heartbeat deadline defined by the Eviction API (currently 20 minutes), the eviction
    /// is passed over to the next responder with a lower priority. If there is no other responder,
    /// the last default imperative-eviction.k8s.io/evictor responder with a priority of 100 will
    /// evict the pod using the imperative Eviction API (pods/<name>/eviction subresource).
    ///
    /// The maximum length of the responders list is 10.
    /// Responders are not supported when the pod is part of a PodGroup (.spec.schedulingGroup is set).
    /// This field can only be set on creation and is immutable afterwards.
    /// +featureGate=EvictionRequestAPI
    /// +optional
    /// +patchMergeKey=name
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=name
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:maxItems=10
    /// +k8s:alpha(since: "1.37")=+k8s:dependentForbidden("schedulingGroup")
    #[serde(rename = "evictionResponders", skip_serializing_if = "Vec::is_empty")]
    pub eviction_responders: Vec<EvictionResponder>,
}

/// PodResourceClaim references exactly one ResourceClaim, either directly
/// or by naming a ResourceClaimTemplate which is then turned into a ResourceClaim
/// for the pod.
///
/// It adds a name to it that uniquely identifies the ResourceClaim inside the Pod.
/// Containers that need access to the ResourceClaim reference it with this name.
///
/// When the DRAWorkloadResourceClaims feature gate is enabled and this Pod
/// belongs to a PodGroup, a PodResourceClaim is matched to a
/// PodGroupResourceClaim if all of their fields are equal (Name,
/// ResourceClaimName, and ResourceClaimTemplateName). A matched claim references
/// a single ResourceClaim shared across all Pods in the PodGroup, reserved for
/// the PodGroup in ResourceClaimStatus.ReservedFor rather than for individual
/// Pods.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodResourceClaim {
    /// Name uniquely identifies this resource claim inside the pod.
    /// This must be a DNS_LABEL.
    #[serde(rename = "name")]
    pub name: String,
    /// ResourceClaimName is the name of a ResourceClaim object in the same
    /// namespace as this pod.
    ///
    /// Exactly one of ResourceClaimName and ResourceClaimTemplateName must
    /// be set.
    #[serde(rename = "resourceClaimName", skip_serializing_if = "Option::is_none")]
    pub resource_claim_name: Option<String>,
    /// ResourceClaimTemplateName is the name of a ResourceClaimTemplate
    /// object in the same namespace as this pod.
    ///
    /// The template will be used to create a new ResourceClaim, which will
    /// be bound to this pod. When this pod is deleted, the ResourceClaim
    /// will also be deleted. The pod name and resource name, along with a
    /// generated component, will be used to form a unique name for the
    /// ResourceClaim, which will be recorded in pod.status.resourceClaimStatuses.
    ///
    /// When the DRAWorkloadResourceClaims feature gate is enabled and the pod
    /// belongs to a PodGroup that defines a PodGroupResourceClaim with the same
    /// Name and ResourceClaimTemplateName, this PodResourceClaim resolves to the
    /// ResourceClaim generated for the PodGroup. All pods in the group that
    /// define an equivalent PodResourceClaim matching the
    /// PodGroupResourceClaim's Name and ResourceClaimTemplateName share the same
    /// generated ResourceClaim. ResourceClaims generated for a PodGroup are
    /// owned by the PodGroup and their lifecycles are tied to the PodGroup
    /// instead of any individual pod.
    ///
    /// This field is immutable and no changes will be made to the
    /// corresponding ResourceClaim by the control plane after creating the
    /// ResourceClaim.
    ///
    /// Exactly one of ResourceClaimName and ResourceClaimTemplateName must
    /// be set.
    #[serde(rename = "resourceClaimTemplateName", skip_serializing_if = "Option::is_none")]
    pub resource_claim_template_name: Option<String>,
}

/// PodResourceClaimStatus is stored in the PodStatus for each PodResourceClaim
/// which references a ResourceClaimTemplate. It stores the generated name for
/// the corresponding ResourceClaim.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodResourceClaimStatus {
    /// Name uniquely identifies this resource claim inside the pod.
    /// This must match the name of an entry in pod.spec.resourceClaims,
    /// which implies that the string must be a DNS_LABEL.
    #[serde(rename = "name")]
    pub name: String,
    /// ResourceClaimName is the name of the ResourceClaim that was
    /// generated for the Pod in the namespace of the Pod.
    ///
    /// When the DRAWorkloadResourceClaims feature is enabled and the
    /// corresponding PodResourceClaim matches a PodGroupResourceClaim
    /// made by the Pod's PodGroup, then this is the name of the
    /// ResourceClaim generated and reserved for the PodGroup.
    ///
    /// If this is unset, then generating a ResourceClaim was not
    /// necessary. The pod.spec.resourceClaims entry can be ignored in
    /// this case.
    ///
    /// +optional
    #[serde(rename = "resourceClaimName", skip_serializing_if = "Option::is_none")]
    pub resource_claim_name: Option<String>,
}

/// PodExtendedResourceClaimStatus is stored in the PodStatus for the extended
/// resource requests backed by DRA. It stores the generated name for
/// the corresponding special ResourceClaim created by the scheduler.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodExtendedResourceClaimStatus {
    /// RequestMappings identifies the mapping of <container, extended resource backed by DRA> to  device request
    /// in the generated ResourceClaim.
    /// +listType=atomic
    #[serde(rename = "requestMappings")]
    pub request_mappings: Vec<ContainerExtendedResourceRequest>,
    /// ResourceClaimName is the name of the ResourceClaim that was
    /// generated for the Pod in the namespace of the Pod.
    #[serde(rename = "resourceClaimName")]
    pub resource_claim_name: String,
}

/// ContainerExtendedResourceRequest has the mapping of container name,
/// extended resource name to the device request name.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ContainerExtendedResourceRequest {
    /// The name of the container requesting resources.
    #[serde(rename = "containerName")]
    pub container_name: String,
    /// The name of the extended resource in that container which gets backed by DRA.
    #[serde(rename = "resourceName")]
    pub resource_name: String,
    /// The name of the request in the special ResourceClaim which corresponds to the extended resource.
    #[serde(rename = "requestName")]
    pub request_name: String,
}

/// OSName is the set of OS'es that can be used in OS.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct OSName(pub String);

/// PodOS defines the OS parameters of a pod.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodOS {
    /// Name is the name of the operating system. The currently supported values are linux and windows.
    /// Additional value may be defined in future and can be one of:
    /// https://github.com/opencontainers/runtime-spec/blob/master/config.md#platform-specific-configuration
    /// Clients should expect to handle additional values and treat unrecognized values in this field as os: null
    #[serde(rename = "name")]
    pub name: OSName,
}

/// PodSchedulingGate is associated to a Pod to guard its scheduling.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodSchedulingGate {
    /// Name of the scheduling gate.
    /// Each scheduling gate must have a unique name field.
    #[serde(rename = "name")]
    pub name: String,
}

/// PodSchedulingGroup identifies the runtime scheduling group instance that a Pod belongs to.
/// The scheduler uses this information to apply workload-aware scheduling semantics.
/// Exactly one field must be specified.
/// +union
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodSchedulingGroup {
    /// PodGroupName specifies the name of the standalone PodGroup object
    /// that represents the runtime instance of this group.
    /// Must be a DNS subdomain.
    ///
    /// +optional
    /// +oneOf=GroupSelection
    #[serde(rename = "podGroupName", skip_serializing_if = "Option::is_none")]
    pub pod_group_name: Option<String>,
}

/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct UnsatisfiableConstraintAction(pub String);

/// NodeInclusionPolicy defines the type of node inclusion policy
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct NodeInclusionPolicy(pub String);

/// TopologySpreadConstraint specifies how to spread matching pods among the given topology.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct TopologySpreadConstraint {
    /// MaxSkew describes the degree to which pods may be unevenly distributed.
    /// When `whenUnsatisfiable=DoNotSchedule`, it is the maximum permitted difference
    /// between the number of matching pods in the target topology and the global minimum.
    /// The global minimum is the minimum number of matching pods in an eligible domain
    /// or zero if the number of eligible domains is less than MinDomains.
    /// For example, in a 3-zone cluster, MaxSkew is set to 1, and pods with the same
    /// labelSelector spread as 2/2/1:
    /// In this case, the global minimum is 1.
    /// +-------+-------+-------+
    /// | zone1 | zone2 | zone3 |
    /// +-------+-------+-------+
    /// |  P P  |  P P  |   P   |
    /// +-------+-------+-------+
    /// - if MaxSkew is 1, incoming pod can only be scheduled to zone3 to become 2/2/2;
    /// scheduling it onto zone1(zone2) would make the ActualSkew(3-1) on zone1(zone2)
    /// violate MaxSkew(1).
    /// - if MaxSkew is 2, incoming pod can be scheduled onto any zone.
    /// When `whenUnsatisfiable=ScheduleAnyway`, it is used to give higher precedence
    /// to topologies that satisfy it.
    /// It's a required field. Default value is 1 and 0 is not allowed.
    #[serde(rename = "maxSkew")]
    pub max_skew: i32,
    /// TopologyKey is the key of node labels. Nodes that have a label with this key
    /// and identical values are considered to be in the same topology.
    /// We consider each <key, value> as a "bucket", and try to put balanced number
    /// of pods into each bucket.
    /// We define a domain as a particular instance of a topology.
    /// Also, we define an eligible domain as a domain whose nodes meet the requirements of
    /// nodeAffinityPolicy and nodeTaintsPolicy.
    /// e.g. If TopologyKey is "kubernetes.io/hostname", each Node is a domain of that topology.
    /// And, if TopologyKey is "topology.kubernetes.io/zone", each zone is a domain of that topology.
    /// It's a required field.
    #[serde(rename = "topologyKey")]
    pub topology_key: String,
    /// WhenUnsatisfiable indicates how to deal with a pod if it doesn't satisfy
    /// the spread constraint.
    /// - DoNotSchedule (default) tells the scheduler not to schedule it.
    /// - ScheduleAnyway tells the scheduler to schedule the pod in any location,
    ///   but giving higher precedence to topologies that would help reduce the
    ///   skew.
    /// A constraint is considered "Unsatisfiable" for an incoming pod
    /// if and only if every possible node assignment for that pod would violate
    /// "MaxSkew" on some topology.
    /// For example, in a 3-zone cluster, MaxSkew is set to 1, and pods with the same
    /// labelSelector spread as 3/1/1:
    /// +-------+-------+-------+
    /// | zone1 | zone2 | zone3 |
    /// +-------+-------+-------+
    /// | P P P |   P   |   P   |
    /// +-------+-------+-------+
    /// If WhenUnsatisfiable is set to DoNotSchedule, incoming pod can only be scheduled
    /// to zone2(zone3) to become 3/2/1(3/1/2) as ActualSkew(2-1) on zone2(zone3) satisfies
    /// MaxSkew(1). In other words, the cluster can still be imbalanced, but scheduler
    /// won't make it *more* imbalanced.
    /// It's a required field.
    #[serde(rename = "whenUnsatisfiable")]
    pub when_unsatisfiable: UnsatisfiableConstraintAction,
    /// LabelSelector is used to find matching pods.
    /// Pods that match this label selector are counted to determine the number of pods
    /// in their corresponding topology domain.
    /// +optional
    #[serde(rename = "labelSelector", skip_serializing_if = "Option::is_none")]
    pub label_selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
    /// MinDomains indicates a minimum number of eligible domains.
    /// When the number of eligible domains with matching topology keys is less than minDomains,
    /// Pod Topology Spread treats "global minimum" as 0, and then the calculation of Skew is performed.
    /// And when the number of eligible domains with matching topology keys equals or greater than minDomains,
    /// this value has no effect on scheduling.
    /// As a result, when the number of eligible domains is less than minDomains,
    /// scheduler won't schedule more than maxSkew Pods to those domains.
    /// If value is nil, the constraint behaves as if MinDomains is equal to 1.
    /// Valid values are integers greater than 0.
    /// When value is not nil, WhenUnsatisfiable must be DoNotSchedule.
    ///
    /// For example, in a 3-zone cluster, MaxSkew is set to 2, MinDomains is set to 5 and pods with the same
    /// labelSelector spread as 2/2/2:
    /// +-------+-------+-------+
    /// | zone1 | zone2 | zone3 |
    /// +-------+-------+-------+
    /// |  P P  |  P P  |  P P  |
    /// +-------+-------+-------+
    /// The number of domains is less than 5(MinDomains), so "global minimum" is treated as 0.
    /// In this situation, new pod with the same labelSelector cannot be scheduled,
    /// because computed skew will be 3(3 - 0) if new Pod is scheduled to any of the three zones,
    /// it will violate MaxSkew.
    /// +optional
    #[serde(rename = "minDomains", skip_serializing_if = "Option::is_none")]
    pub min_domains: Option<i32>,
    /// NodeAffinityPolicy indicates how we will treat Pod's nodeAffinity/nodeSelector
    /// when calculating pod topology spread skew. Options are:
    /// - Honor: only nodes matching nodeAffinity/nodeSelector are included in the calculations.
    /// - Ignore: nodeAffinity/nodeSelector are ignored. All nodes are included in the calculations.
    ///
    /// If this value is nil, the behavior is equivalent to the Honor policy.
    /// +optional
    #[serde(rename = "nodeAffinityPolicy", skip_serializing_if = "Option::is_none")]
    pub node_affinity_policy: Option<NodeInclusionPolicy>,
    /// NodeTaintsPolicy indicates how we will treat node taints when calculating
    /// pod topology spread skew. Options are:
    /// - Honor: nodes without taints, along with tainted nodes for which the incoming pod
    /// has a toleration, are included.
    /// - Ignore: node taints are ignored. All nodes are included.
    ///
    /// If this value is nil, the behavior is equivalent to the Ignore policy.
    /// +optional
    #[serde(rename = "nodeTaintsPolicy", skip_serializing_if = "Option::is_none")]
    pub node_taints_policy: Option<NodeInclusionPolicy>,
    /// MatchLabelKeys is a set of pod label keys to select the pods over which
    /// spreading will be calculated. The keys are used to lookup values from the
    /// incoming pod labels, those key-value labels are ANDed with labelSelector
    /// to select the group of existing pods over which spreading will be calculated
    /// for the incoming pod. The same key is forbidden to exist in both MatchLabelKeys and LabelSelector.
    /// MatchLabelKeys cannot be set when LabelSelector isn't set.
    /// Keys that don't exist in the incoming pod labels will
    /// be ignored. A null or empty list means only match against labelSelector.
    ///
    /// This is a beta field and requires the MatchLabelKeysInPodTopologySpread feature gate to be enabled (enabled by default).
    /// +listType=atomic
    /// +optional
    #[serde(rename = "matchLabelKeys", skip_serializing_if = "Vec::is_empty")]
    pub match_label_keys: Vec<String>,
}

/// HostAlias holds the mapping between IP and hostnames that will be injected as an entry in the
/// pod's hosts file.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct HostAlias {
    /// IP address of the host file entry.
    /// +required
    #[serde(rename = "ip")]
    pub ip: String,
    /// Hostnames for the above IP address.
    /// +listType=atomic
    #[serde(rename = "hostnames", skip_serializing_if = "Vec::is_empty")]
    pub hostnames: Vec<String>,
}

/// PodFSGroupChangePolicy holds policies that will be used for applying fsGroup to a volume
/// when volume is mounted.
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct PodFSGroupChangePolicy(pub String);

/// SupplementalGroupsPolicy defines how supplemental groups
/// of the first container processes are calculated.
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct SupplementalGroupsPolicy(pub String);

/// PodSELinuxChangePolicy defines how the container's SELinux label is applied to all volumes used by the Pod.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct PodSELinuxChangePolicy(pub String);

/// PodSecurityContext holds pod-level security attributes and common container settings.
/// Some fields are also present in container.securityContext.  Field values of
/// container.securityContext take precedence over field values of PodSecurityContext.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodSecurityContext {
    /// The SELinux context to be applied to all containers.
    /// If unspecified, the container runtime will allocate a random SELinux context for each
    /// container.  May also be set in SecurityContext.  If set in
    /// both SecurityContext and PodSecurityContext, the value specified in SecurityContext
    /// takes precedence for that container.
    /// Note that this field cannot be set when spec.os.name is windows.
    /// +optional
    #[serde(rename = "seLinuxOptions", skip_serializing_if = "Option::is_none")]
    pub se_linux_options: Option<SELinuxOptions>,
    /// The Windows specific settings applied to all containers.
    /// If unspecified, the options within a container's SecurityContext will be used.
    /// If set in both SecurityContext and PodSecurityContext, the value specified in SecurityContext takes precedence.
    /// Note that this field cannot be set when spec.os.name is linux.
    /// +optional
    #[serde(rename = "windowsOptions", skip_serializing_if = "Option::is_none")]
    pub windows_options: Option<WindowsSecurityContextOptions>,
    /// The UID to run the entrypoint of the container process.
    /// Defaults to user specified in image metadata if unspecified.
    /// May also be set in SecurityContext.  If set in both SecurityContext and
    /// PodSecurityContext, the value specified in SecurityContext takes precedence
    /// for that container.
    /// Note that this field cannot be set when spec.os.name is windows.
    /// +optional
    #[serde(rename = "runAsUser", skip_serializing_if = "Option::is_none")]
    pub run_as_user: Option<i64>,
    /// The GID to run the entrypoint of the container process.
    /// Uses runtime default if unset.
    /// May also be set in SecurityContext.  If set in both SecurityContext and
    /// PodSecurityContext, the value specified in SecurityContext takes precedence
    /// for that container.
    /// Note that this field cannot be set when spec.os.name is windows.
    /// +optional
    #[serde(rename = "runAsGroup", skip_serializing_if = "Option::is_none")]
    pub run_as_group: Option<i64>,
    /// Indicates that the container must run as a non-root user.
    /// If true, the Kubelet will validate the image at runtime to ensure that it
    /// does not run as UID 0 (root) and fail to start the container if it does.
    /// If unset or false, no such validation will be performed.
    /// May also be set in SecurityContext.  If set in both SecurityContext and
    /// PodSecurityContext, the value specified in SecurityContext takes precedence.
    /// +optional
    #[serde(rename = "runAsNonRoot", skip_serializing_if = "Option::is_none")]
    pub run_as_non_root: Option<bool>,
    /// A list of groups applied to the first process run in each container, in
    /// addition to the container's primary GID and fsGroup (if specified).  If
    /// the SupplementalGroupsPolicy feature is enabled, the
    /// supplementalGroupsPolicy field determines whether these are in addition
    /// to or instead of any group memberships defined in the container image.
    /// If unspecified, no additional groups are added, though group memberships
    /// defined in the container image may still be used, depending on the
    /// supplementalGroupsPolicy field.
    /// Note that this field cannot be set when spec.os.name is windows.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "supplementalGroups", skip_serializing_if = "Vec::is_empty")]
    pub supplemental_groups: Vec<i64>,
    /// Defines how supplemental groups of the first container processes are calculated.
    /// Valid values are "Merge" and "Strict". If not specified, "Merge" is used.
    /// (Alpha) Using the field requires the SupplementalGroupsPolicy feature gate to be enabled
    /// and the container runtime must implement support for this feature.
    /// Note that this field cannot be set when spec.os.name is windows.
    /// TODO: update the default value to "Merge" when spec.os.name is not windows in v1.34
    /// +featureGate=SupplementalGroupsPolicy
    /// +optional
    #[serde(rename = "supplementalGroupsPolicy", skip_serializing_if = "Option::is_none")]
    pub supplemental_groups_policy: Option<SupplementalGroupsPolicy>,
    /// A special supplemental group that applies to all containers in a pod.
    /// Some volume types allow the Kubelet to change the ownership of that volume
    /// to be owned by the pod:
    ///
    /// 1. The owning GID will be the FSGroup
    /// 2. The setgid bit is set (new files created in the volume will be owned by FSGroup)
    /// 3. The permission bits are OR'd with rw-rw----
    ///
    /// If unset, the Kubelet will not modify the ownership and permissions of any volume.
    /// Note that this field cannot be set when spec.os.name is windows.
    /// +optional
    #[serde(rename = "fsGroup", skip_serializing_if = "Option::is_none")]
    pub fs_group: Option<i64>,
    /// Sysctls hold a list of namespaced sysctls used for the pod. Pods with unsupported
    /// sysctls (by the container runtime) might fail to launch.
    /// Note that this field cannot be set when spec.os.name is windows.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "sysctls", skip_serializing_if = "Vec::is_empty")]
    pub sysctls: Vec<Sysctl>,
    /// fsGroupChangePolicy defines behavior of changing ownership and permission of the volume
    /// before being exposed inside Pod. This field will only apply to
    /// volume types which support fsGroup based ownership(and permissions).
    /// It will have no effect on ephemeral volume types such as: secret, configmaps
    /// and emptydir.
    /// Valid values are "OnRootMismatch" and "Always". If not specified, "Always" is used.
    /// Note that this field cannot be set when spec.os.name is windows.
    /// +optional
    #[serde(rename = "fsGroupChangePolicy", skip_serializing_if = "Option::is_none")]
    pub fs_group_change_policy: Option<PodFSGroupChangePolicy>,
    /// The seccomp options to use by the containers in this pod.
    /// Note that this field cannot be set when spec.os.name is windows.
    /// +optional
    #[serde(rename = "seccompProfile", skip_serializing_if = "Option::is_none")]
    pub seccomp_profile: Option<SeccompProfile>,
    /// appArmorProfile is the AppArmor options to use by the containers in this pod.
    /// Note that this field cannot be set when spec.os.name is windows.
    /// +optional
    #[serde(rename = "appArmorProfile", skip_serializing_if = "Option::is_none")]
    pub app_armor_profile: Option<AppArmorProfile>,
    /// seLinuxChangePolicy defines how the container's SELinux label is applied to all volumes used by the Pod.
    /// It has no effect on nodes that do not support SELinux or to volumes does not support SELinux.
    /// Valid values are "MountOption" and "Recursive".
    ///
    /// "Recursive" means relabeling of all files on all Pod volumes by the container runtime.
    /// This may be slow for large volumes, but allows mixing privileged and unprivileged Pods sharing the same volume on the same node.
    ///
    /// "MountOption" mounts all eligible Pod volumes with `-o context` mount option.
    /// This requires all Pods that share the same volume to use the same SELinux label.
    /// It is not possible to share the same volume among privileged and unprivileged Pods.
    /// Eligible volumes are in-tree FibreChannel and iSCSI volumes, and all CSI volumes
    /// whose CSI driver announces SELinux support by setting spec.seLinuxMount: true in their
    /// CSIDriver instance. Other volumes are always re-labelled recursively.
    ///
    /// If not specified, "MountOption" is used.
    ///
    /// This field affects only Pods that have SELinux label set, either in PodSecurityContext or in SecurityContext of all containers.
    ///
    /// All Pods that use the same volume should use the same seLinuxChangePolicy, otherwise some pods can get stuck in ContainerCreating state.
    /// Note that this field cannot be set when spec.os.name is windows.
    /// +featureGate=SELinuxChangePolicy
    /// +optional
    #[serde(rename = "seLinuxChangePolicy", skip_serializing_if = "Option::is_none")]
    pub se_linux_change_policy: Option<PodSELinuxChangePolicy>,
}

/// SeccompProfile defines a pod/container's seccomp profile settings.
/// Only one profile source may be set.
/// +union
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct SeccompProfile {
    /// type indicates which kind of seccomp profile will be applied.
    /// Valid options are:
    ///
    /// Localhost - a profile defined in a file on the node should be used.
    /// RuntimeDefault - the container runtime default profile should be used.
    /// Unconfined - no profile should be applied.
    /// +unionDiscriminator
    #[serde(rename = "type")]
    pub type_: SeccompProfileType,
    /// localhostProfile indicates a profile defined in a file on the node should be used.
    /// The profile must be preconfigured on the node to work.
    /// Must be a descending path, relative to the kubelet's configured seccomp profile location.
    /// Must be set if type is "Localhost". Must NOT be set for any other type.
    /// +optional
    #[serde(rename = "localhostProfile", skip_serializing_if = "Option::is_none")]
    pub localhost_profile: Option<String>,
}

/// SeccompProfileType defines the supported seccomp profile types.
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct SeccompProfileType(pub String);

/// AppArmorProfile defines a pod or container's AppArmor settings.
/// +union
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct AppArmorProfile {
    /// type indicates which kind of AppArmor profile will be applied.
    /// Valid options are:
    ///   Localhost - a profile pre-loaded on the node.
    ///   RuntimeDefault - the container runtime's default profile.
    ///   Unconfined - no AppArmor enforcement.
    /// +unionDiscriminator
    #[serde(rename = "type")]
    pub type_: AppArmorProfileType,
    /// localhostProfile indicates a profile loaded on the node that should be used.
    /// The profile must be preconfigured on the node to work.
    /// Must match the loaded name of the profile.
    /// Must be set if and only if type is "Localhost".
    /// +optional
    #[serde(rename = "localhostProfile", skip_serializing_if = "Option::is_none")]
    pub localhost_profile: Option<String>,
}

/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct AppArmorProfileType(pub String);

/// PodQOSClass defines the supported qos classes of Pods.
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct PodQOSClass(pub String);

/// PodDNSConfig defines the DNS parameters of a pod in addition to
/// those generated from DNSPolicy.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodDNSConfig {
    /// A list of DNS name server IP addresses.
    /// This will be appended to the base nameservers generated from DNSPolicy.
    /// Duplicated nameservers will be removed.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "nameservers", skip_serializing_if = "Vec::is_empty")]
    pub nameservers: Vec<String>,
    /// A list of DNS search domains for host-name lookup.
    /// This will be appended to the base search paths generated from DNSPolicy.
    /// Duplicated search paths will be removed.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "searches", skip_serializing_if = "Vec::is_empty")]
    pub searches: Vec<String>,
    /// A list of DNS resolver options.
    /// This will be merged with the base options generated from DNSPolicy.
    /// Duplicated entries will be removed. Resolution options given in Options
    /// will override those that appear in the base DNSPolicy.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "options", skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<PodDNSConfigOption>,
}

/// PodDNSConfigOption defines DNS resolver options of a pod.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodDNSConfigOption {
    /// Name is this DNS resolver option's name.
    /// Required.
    #[serde(rename = "name")]
    pub name: String,
    /// Value is this DNS resolver option's value.
    /// +optional
    #[serde(rename = "value", skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
}

/// PodIP represents a single IP address allocated to the pod.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodIP {
    /// IP is the IP address assigned to the pod
    /// +required
    #[serde(rename = "ip")]
    pub ip: String,
}

/// HostIP represents a single IP address allocated to the host.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct HostIP {
    /// IP is the IP address assigned to the host
    /// +required
    #[serde(rename = "ip")]
    pub ip: String,
}

/// EphemeralContainerCommon is a copy of all fields in Container to be inlined in
/// EphemeralContainer. This separate type allows easy conversion from EphemeralContainer
/// to Container and allows separate documentation for the fields of EphemeralContainer.
/// When a new field is added to Container it must be added here as well.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct EphemeralContainerCommon {
    /// Name of the ephemeral container specified as a DNS_LABEL.
    /// This name must be unique among all containers, init containers and ephemeral containers.
    #[serde(rename = "name")]
    pub name: String,
    /// Container image name.
    /// More info: https://kubernetes.io/docs/concepts/containers/images
    #[serde(rename = "image")]
    pub image: String,
    /// Entrypoint array. Not executed within a shell.
    /// The image's ENTRYPOINT is used if this is not provided.
    /// Variable references $(VAR_NAME) are expanded using the container's environment. If a variable
    /// cannot be resolved, the reference in the input string will be unchanged. Double $$ are reduced
    /// to a single $, which allows for escaping the $(VAR_NAME) syntax: i.e. "$$(VAR_NAME)" will
    /// produce the string literal "$(VAR_NAME)". Escaped references will never be expanded, regardless
    /// of whether the variable exists or not. Cannot be updated.
    /// More info: https://kubernetes.io/docs/tasks/inject-data-application/define-command-argument-container/#running-a-command-in-a-shell
    /// +optional
    /// +listType=atomic
    #[serde(rename = "command", skip_serializing_if = "Vec::is_empty")]
    pub command: Vec<String>,
    /// Arguments to the entrypoint.
    /// The image's CMD is used if this is not provided.
    /// Variable references $(VAR_NAME) are expanded using the container's environment. If a variable
    /// cannot be resolved, the reference in the input string will be unchanged. Double $$ are reduced
    /// to a single $, which allows for escaping the $(VAR_NAME) syntax: i.e. "$$(VAR_NAME)" will
    /// produce the string literal "$(VAR_NAME)". Escaped references will never be expanded, regardless
    /// of whether the variable exists or not. Cannot be updated.
    /// More info: https://kubernetes.io/docs/tasks/inject-data-application/define-command-argument-container/#running-a-command-in-a-shell
    /// +optional
    /// +listType=atomic
    #[serde(rename = "args", skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<String>,
    /// Container's working directory.
    /// If not specified, the container runtime's default will be used, which
    /// might be configured in the container image.
    /// Cannot be updated.
    /// +optional
    #[serde(rename = "workingDir")]
    pub working_dir: String,
    /// Ports are not allowed for ephemeral containers.
    /// +optional
    /// +patchMergeKey=containerPort
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=containerPort
    /// +listMapKey=protocol
    #[serde(rename = "ports", skip_serializing_if = "Vec::is_empty")]
    pub ports: Vec<ContainerPort>,
    /// List of sources to populate environment variables in the container.
    /// The keys defined within a source may consist of any printable ASCII characters except '='.
    /// When a key exists in multiple
    /// sources, the value associated with the last source will take precedence.
    /// Values defined by an Env with a duplicate key will take precedence.
    /// Cannot be updated.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "envFrom", skip_serializing_if = "Vec::is_empty")]
    pub env_from: Vec<EnvFromSource>,
    /// List of environment variables to set in the container.
    /// Cannot be updated.
    /// +optional
    /// +patchMergeKey=name
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=name
    #[serde(rename = "env", skip_serializing_if = "Vec::is_empty")]
    pub env: Vec<EnvVar>,
    /// Resources are not allowed for ephemeral containers. Ephemeral containers use spare resources
    /// already allocated to the pod.
    /// +optional
    #[serde(rename = "resources")]
    pub resources: ResourceRequirements,
    /// Resources resize policy for the container.
    /// +featureGate=InPlacePodVerticalScaling
    /// +optional
    /// +listType=atomic
    #[serde(rename = "resizePolicy", skip_serializing_if = "Vec::is_empty")]
    pub resize_policy: Vec<ContainerResizePolicy>,
    /// Restart policy for the container to manage the restart behavior of each
    /// container within a pod.
    /// You cannot set this field on ephemeral containers.
    /// +optional
    #[serde(rename = "restartPolicy", skip_serializing_if = "Option::is_none")]
    pub restart_policy: Option<ContainerRestartPolicy>,
    /// Represents a list of rules to be checked to determine if the
    /// container should be restarted on exit. You cannot set this field on
    /// ephemeral containers.
    /// +featureGate=ContainerRestartRules
    /// +optional
    /// +listType=atomic
    #[serde(rename = "restartPolicyRules", skip_serializing_if = "Vec::is_empty")]
    pub restart_policy_rules: Vec<ContainerRestartRule>,
    /// Pod volumes to mount into the container's filesystem. Subpath mounts are not allowed for ephemeral containers.
    /// Cannot be updated.
    /// +optional
    /// +patchMergeKey=mountPath
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=mountPath
    #[serde(rename = "volumeMounts", skip_serializing_if = "Vec::is_empty")]
    pub volume_mounts: Vec<VolumeMount>,
    /// volumeDevices is the list of block devices to be used by the container.
    /// +patchMergeKey=devicePath
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=devicePath
    /// +optional
    #[serde(rename = "volumeDevices", skip_serializing_if = "Vec::is_empty")]
    pub volume_devices: Vec<VolumeDevice>,
    /// Probes are not allowed for ephemeral containers.
    /// +optional
    #[serde(rename = "livenessProbe", skip_serializing_if = "Option::is_none")]
    pub liveness_probe: Option<Probe>,
    /// Probes are not allowed for ephemeral containers.
    /// +optional
    #[serde(rename = "readinessProbe", skip_serializing_if = "Option::is_none")]
    pub readiness_probe: Option<Probe>,
    /// Probes are not allowed for ephemeral containers.
    /// +optional
    #[serde(rename = "startupProbe", skip_serializing_if = "Option::is_none")]
    pub startup_probe: Option<Probe>,
    /// Lifecycle is not allowed for ephemeral containers.
    /// +optional
    #[serde(rename = "lifecycle", skip_serializing_if = "Option::is_none")]
    pub lifecycle: Option<Lifecycle>,
    /// Optional: Path at which the file to which the container's termination message
    /// will be written is mounted into the container's filesystem.
    /// Message written is intended to be brief final status, such as an assertion failure message.
    /// Will be truncated by the node if greater than 4096 bytes. The total message length across
    /// all containers will be limited to 12kb.
    /// Defaults to /dev/termination-log.
    /// Cannot be updated.
    /// +optional
    #[serde(rename = "terminationMessagePath")]
    pub termination_message_path: String,
    /// Indicate how the termination message should be populated. File will use the contents of
    /// terminationMessagePath to populate the container status message on both success and failure.
    /// FallbackToLogsOnError will use the last chunk of container log output if the termination
    /// message file is empty and the container exited with an error.
    /// The log output is limited to 2048 bytes or 80 lines, whichever is smaller.
    /// Defaults to File.
    /// Cannot be updated.
    /// +optional
    #[serde(rename = "terminationMessagePolicy")]
    pub termination_message_policy: TerminationMessagePolicy,
    /// Image pull policy.
    /// One of Always, Never, IfNotPresent.
    /// Defaults to Always if :latest tag is specified, or IfNotPresent otherwise.
    /// Cannot be updated.
    /// More info: https://kubernetes.io/docs/concepts/containers/images#updating-images
    /// +optional
    #[serde(rename = "imagePullPolicy")]
    pub image_pull_policy: PullPolicy,
    /// Optional: SecurityContext defines the security options the ephemeral container should be run with.
    /// If set, the fields of SecurityContext override the equivalent fields of PodSecurityContext.
    /// +optional
    #[serde(rename = "securityContext", skip_serializing_if = "Option::is_none")]
    pub security_context: Option<SecurityContext>,
    /// Whether this container should allocate a buffer for stdin in the container runtime. If this
    /// is not set, reads from stdin in the container will always result in EOF.
    /// Default is false.
    /// +optional
    #[serde(rename = "stdin")]
    pub stdin: bool,
    /// Whether the container runtime should close the stdin channel after it has been opened by
    /// a single attach. When stdin is true the stdin stream will remain open across multiple attach
    /// sessions. If stdinOnce is set to true, stdin is opened on container start, is empty until the
    /// first client attaches to stdin, and then remains open and accepts data until the client disconnects,
    /// at which time stdin is closed and remains closed until the container is restarted. If this
    /// flag is false, a container processes that reads from stdin will never receive an EOF.
    /// Default is false
    /// +optional
    #[serde(rename = "stdinOnce")]
    pub stdin_once: bool,
    /// Whether this container should allocate a TTY for itself, also requires 'stdin' to be true.
    /// Default is false.
    /// +optional
    #[serde(rename = "tty")]
    pub tty: bool,
}

/// An EphemeralContainer is a temporary container that you may add to an existing Pod for
/// user-initiated activities such as debugging. Ephemeral containers have no resource or
/// scheduling guarantees, and they will not be restarted when they exit or when a Pod is
/// removed or restarted. The kubelet may evict a Pod if an ephemeral container causes the
/// Pod to exceed its resource allocation.
///
/// To add an ephemeral container, use the ephemeralcontainers subresource of an existing
/// Pod. Ephemeral containers may not be removed or restarted.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct EphemeralContainer {
    /// Ephemeral containers have all of the fields of Container, plus additional fields
    /// specific to ephemeral containers. Fields in common with Container are in the
    /// following inlined struct so than an EphemeralContainer may easily be converted
    /// to a Container.
    #[serde(flatten)]
    pub ephemeral_container_common: EphemeralContainerCommon,
    /// If set, the name of the container from PodSpec that this ephemeral container targets.
    /// The ephemeral container will be run in the namespaces (IPC, PID, etc) of this container.
    /// If not set then the ephemeral container uses the namespaces configured in the Pod spec.
    ///
    /// The container runtime must implement support for this feature. If the runtime does not
    /// support namespace targeting then the result of setting this field is undefined.
    /// +optional
    #[serde(rename = "targetContainerName")]
    pub target_container_name: String,
}

/// EvictionResponder allows you to specify the responder reacting to an Eviction.
/// Responders should observe and communicate through the Eviction Resource API to help with
/// the graceful eviction of a target (e.g. termination of a pod).
/// +structType=atomic
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct EvictionResponder {
    /// name allows you to identify the responder responding to the Eviction.
    ///
    /// It must be a valid domain-prefixed key (such as "acme.io/foo").
    /// Domain names *.k8s.io and *.kubernetes.io are reserved.
    /// This field must be unique for each responder.
    /// This field is required.
    /// +required
    /// +k8s:required
    /// +k8s:format=k8s-prefixed-label-key
    /// (not converted: `+k8s:customValidation`, a hand-written function)
    #[serde(rename = "name")]
    pub name: String,
    /// priority for this responder. Higher priorities are selected first by the evictionrequest-controller.
    /// If there are responders with the same priority, the responder whose domain name comes first in the
    /// alphabetical higher domain order, will be picked. This means that the top domain labels are compared
    /// alphabetically first, followed by the lower domain labels. The key is compared last.
    ///
    /// The responder that is the managing controller of the pod should set the value of
    /// this field to 10000 to allow both for preemption or fallback registration by other
    /// responders.
    ///
    /// The minimum value is 0 and the maximum value is 100000.
    /// The interval 0-999 is reserved for responders with *.k8s.io suffix.
    /// This field is required.
    /// +required
    /// +k8s:required
    /// +k8s:minimum=0
    /// +k8s:maximum=100000
    /// (not converted: `+k8s:customValidation`, a hand-written function)
    #[serde(rename = "priority", skip_serializing_if = "Option::is_none")]
    pub priority: Option<i32>,
}

/// PodStatus represents information about the status of a pod. Status may trail the actual
/// state of a system, especially if the node that hosts the pod cannot contact the control
/// plane.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodStatus {
    /// If set, this represents the .metadata.generation that the pod status was set based upon.
    /// The PodObservedGenerationTracking feature gate must be enabled to use this field.
    /// +optional
    #[serde(rename = "observedGeneration")]
    pub observed_generation: i64,
    /// The phase of a Pod is a simple, high-level summary of where the Pod is in its lifecycle.
    /// The conditions array, the reason and message fields, and the individual container status
    /// arrays contain more detail about the pod's status.
    /// There are five possible phase values:
    ///
    /// Pending: The pod has been accepted by the Kubernetes system, but one or more of the
    /// container images has not been created. This includes time before being scheduled as
    /// well as time spent downloading images over the network, which could take a while.
    /// Running: The pod has been bound to a node, and all of the containers have been created.
    /// At least one container is still running, or is in the process of starting or restarting.
    /// Succeeded: All containers in the pod have terminated in success, and will not be restarted.
    /// Failed: All containers in the pod have terminated, and at least one container has
    /// terminated in failure. The container either exited with non-zero status or was terminated
    /// by the system.
    /// Unknown: For some reason the state of the pod could not be obtained, typically due to an
    /// error in communicating with the host of the pod.
    ///
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#pod-phase
    /// +optional
    #[serde(rename = "phase")]
    pub phase: PodPhase,
    /// Current service state of pod.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#pod-conditions
    /// +optional
    /// +patchMergeKey=type
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=type
    #[serde(rename = "conditions", skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<PodCondition>,
    /// A human readable message indicating details about why the pod is in this condition.
    /// +optional
    #[serde(rename = "message")]
    pub message: String,
    /// A brief CamelCase message indicating details about why the pod is in this state.
    /// e.g. 'Evicted'
    /// +optional
    #[serde(rename = "reason")]
    pub reason: String,
    /// nominatedNodeName is set only when this pod preempts other pods on the node, but it cannot be
    /// scheduled right away as preemption victims receive their graceful termination periods.
    /// This field does not guarantee that the pod will be scheduled on this node. Scheduler may decide
    /// to place the pod elsewhere if other nodes become available sooner. Scheduler may also decide to
    /// give the resources on this node to a higher priority pod that is created after preemption.
    /// As a result, this field may be different than PodSpec.nodeName when the pod is
    /// scheduled.
    /// +optional
    #[serde(rename = "nominatedNodeName")]
    pub nominated_node_name: String,
    /// hostIP holds the IP address of the host to which the pod is assigned. Empty if the pod has not started yet.
    /// A pod can be assigned to a node that has a problem in kubelet which in turns mean that HostIP will
    /// not be updated even if there is a node is assigned to pod
    /// +optional
    #[serde(rename = "hostIP")]
    pub host_ip: String,
    /// hostIPs holds the IP addresses allocated to the host. If this field is specified, the first entry must
    /// match the hostIP field. This list is empty if the pod has not started yet.
    /// A pod can be assigned to a node that has a problem in kubelet which in turns means that HostIPs will
    /// not be updated even if there is a node is assigned to this pod.
    /// +optional
    /// +patchStrategy=merge
    /// +patchMergeKey=ip
    /// +listType=atomic
    #[serde(rename = "hostIPs", skip_serializing_if = "Vec::is_empty")]
    pub host_ips: Vec<HostIP>,
    /// podIP address allocated to the pod. Routable at least within the cluster.
    /// Empty if not yet allocated.
    /// +optional
    #[serde(rename = "podIP")]
    pub pod_ip: String,
    /// podIPs holds the IP addresses allocated to the pod. If this field is specified, the 0th entry must
    /// match the podIP field. Pods may be allocated at most 1 value for each of IPv4 and IPv6. This list
    /// is empty if no IPs have been allocated yet.
    /// +optional
    /// +patchStrategy=merge
    /// +patchMergeKey=ip
    /// +listType=map
    /// +listMapKey=ip
    #[serde(rename = "podIPs", skip_serializing_if = "Vec::is_empty")]
    pub pod_ips: Vec<PodIP>,
    /// RFC 3339 date and time at which the object was acknowledged by the Kubelet.
    /// This is before the Kubelet pulled the container image(s) for the pod.
    /// +optional
    #[serde(rename = "startTime", skip_serializing_if = "Option::is_none")]
    pub start_time: Option<String>,
    /// Statuses of init containers in this pod. The most recent successful non-restartable
    /// init container will have ready = true, the most recently started container will have
    /// startTime set.
    /// Each init container in the pod should have at most one status in this list,
    /// and all statuses should be for containers in the pod.
    /// However this is not enforced.
    /// If a status for a non-existent container is present in the list, or the list has duplicate names,
    /// the behavior of various Kubernetes components is not defined and those statuses might be
    /// ignored.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle/#pod-and-container-status
    /// +listType=atomic
    #[serde(rename = "initContainerStatuses", skip_serializing_if = "Vec::is_empty")]
    pub init_container_statuses: Vec<ContainerStatus>,
    /// Statuses of containers in this pod.
    /// Each container in the pod should have at most one status in this list,
    /// and all statuses should be for containers in the pod.
    /// However this is not enforced.
    /// If a status for a non-existent container is present in the list, or the list has duplicate names,
    /// the behavior of various Kubernetes components is not defined and those statuses might be
    /// ignored.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#pod-and-container-status
    /// +optional
    /// +listType=atomic
    #[serde(rename = "containerStatuses", skip_serializing_if = "Vec::is_empty")]
    pub container_statuses: Vec<ContainerStatus>,
    /// The Quality of Service (QOS) classification assigned to the pod based on resource requirements
    /// See PodQOSClass type for available QOS classes
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-qos/#quality-of-service-classes
    /// +optional
    #[serde(rename = "qosClass")]
    pub qos_class: PodQOSClass,
    /// Statuses for any ephemeral containers that have run in this pod.
    /// Each ephemeral container in the pod should have at most one status in this list,
    /// and all statuses should be for containers in the pod.
    /// However this is not enforced.
    /// If a status for a non-existent container is present in the list, or the list has duplicate names,
    /// the behavior of various Kubernetes components is not defined and those statuses might be
    /// ignored.
    /// More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#pod-and-container-status
    /// +optional
    /// +listType=atomic
    #[serde(rename = "ephemeralContainerStatuses", skip_serializing_if = "Vec::is_empty")]
    pub ephemeral_container_statuses: Vec<ContainerStatus>,
    /// Status of resources resize desired for pod's containers.
    /// It is empty if no resources resize is pending.
    /// Any changes to container resources will automatically set this to "Proposed"
    /// Deprecated: Resize status is moved to two pod conditions PodResizePending and PodResizeInProgress.
    /// PodResizePending will track states where the spec has been resized, but the Kubelet has not yet allocated the resources.
    /// PodResizeInProgress will track in-progress resizes, and should be present whenever allocated resources != acknowledged resources.
    /// +featureGate=InPlacePodVerticalScaling
    /// +optional
    #[serde(rename = "resize")]
    pub resize: PodResizeStatus,
    /// Status of resource claims.
    /// +patchMergeKey=name
    /// +patchStrategy=merge,retainKeys
    /// +listType=map
    /// +listMapKey=name
    /// +featureGate=DynamicResourceAllocation
    /// +optional
    #[serde(rename = "resourceClaimStatuses", skip_serializing_if = "Vec::is_empty")]
    pub resource_claim_statuses: Vec<PodResourceClaimStatus>,
    /// Status of extended resource claim backed by DRA.
    /// +featureGate=DRAExtendedResource
    /// +optional
    #[serde(rename = "extendedResourceClaimStatus", skip_serializing_if = "Option::is_none")]
    pub extended_resource_claim_status: Option<PodExtendedResourceClaimStatus>,
    /// AllocatedResources is the total requests allocated for this pod by the node.
    /// If pod-level requests are not set, this will be the total requests aggregated
    /// across containers in the pod.
    /// +featureGate=InPlacePodLevelResourcesVerticalScaling
    /// +optional
    #[serde(rename = "allocatedResources")]
    pub allocated_resources: ResourceList,
    /// Resources represents the compute resource requests and limits that have been
    /// applied at the pod level if pod-level requests or limits are set in
    /// PodSpec.Resources
    /// +featureGate=InPlacePodLevelResourcesVerticalScaling
    /// +optional
    #[serde(rename = "resources", skip_serializing_if = "Option::is_none")]
    pub resources: Option<ResourceRequirements>,
    /// NodeAllocatableResourceClaimStatuses contains the status of node-allocatable resources
    /// that were allocated for this pod through DRA claims. This includes resources currently
    /// reported in v1.Node `status.allocatable` that are not extended resources
    /// (see https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/#extended-resources).
    /// Examples include "cpu", "memory", "ephemeral-storage", and hugepages.
    /// +featureGate=DRANodeAllocatableResources
    /// +optional
    /// +patchStrategy=merge
    /// +patchMergeKey=resourceClaimName
    /// +listType=map
    /// +listMapKey=resourceClaimName
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=resourceClaimName
    #[serde(
        rename = "nodeAllocatableResourceClaimStatuses",
        skip_serializing_if = "Vec::is_empty"
    )]
    pub node_allocatable_resource_claim_statuses: Vec<NodeAllocatableResourceClaimStatus>,
    /// volumeHealth contains node-reported health for each volume the pod is using.
    /// Populated by the kubelet on the pod's node.
    /// +featureGate=CSIVolumeHealth
    /// +optional
    /// +listType=map
    /// +listMapKey=name
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    #[serde(rename = "volumeHealth", skip_serializing_if = "Vec::is_empty")]
    pub volume_health: Vec<PodVolumeHealth>,
}

/// +genclient
/// +genclient:method=UpdateEphemeralContainers,verb=update,subresource=ephemeralcontainers
/// +genclient:method=UpdateResize,verb=update,subresource=resize
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.0
///
/// Pod is a collection of containers that can run on a host. This resource is created
/// by clients and scheduled onto hosts.
/// +k8s:supportsSubresource="/status"
/// +k8s:supportsSubresource="/ephemeralcontainers"
/// +k8s:supportsSubresource="/resize"
/// +k8s:supportsSubresource="/eviction"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Pod {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// Standard object's metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// Specification of the desired behavior of the pod.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    /// +optional
    #[serde(rename = "spec")]
    pub spec: PodSpec,
    /// Most recently observed status of the pod.
    /// This data may not be up to date.
    /// Populated by the system.
    /// Read-only.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    /// +optional
    #[serde(rename = "status")]
    pub status: PodStatus,
}

/// PodTemplateSpec describes the data a pod should have when created from a template
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodTemplateSpec {
    /// Standard object's metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    /// +k8s:opaqueType
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// Specification of the desired behavior of the pod.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    /// +optional
    #[serde(rename = "spec")]
    pub spec: PodSpec,
}

/// +genclient
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.0
///
/// PodTemplate describes a template for creating copies of a predefined pod.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodTemplate {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// Standard object's metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// Template defines the pods that will be created from this pod template.
    /// https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    /// +optional
    #[serde(rename = "template")]
    pub template: PodTemplateSpec,
}

/// ReplicationControllerSpec is the specification of a replication controller.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ReplicationControllerSpec {
    /// Replicas is the number of desired replicas.
    /// This is a pointer to distinguish between explicit zero and unspecified.
    /// Defaults to 1.
    /// More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicationcontroller#what-is-a-replicationcontroller
    /// +optional
    /// +k8s:beta(since: "1.37")=+k8s:optional
    /// +default=1
    /// +k8s:beta(since: "1.37")=+k8s:minimum=0
    #[serde(rename = "replicas", skip_serializing_if = "Option::is_none")]
    pub replicas: Option<i32>,
    /// Minimum number of seconds for which a newly created pod should be ready
    /// without any of its container crashing, for it to be considered available.
    /// Defaults to 0 (pod will be considered available as soon as it is ready)
    /// +optional
    /// +k8s:beta(since: "1.37")=+k8s:optional
    /// +default=0
    /// +k8s:beta(since: "1.37")=+k8s:minimum=0
    #[serde(rename = "minReadySeconds")]
    pub min_ready_seconds: i32,
    /// Selector is a label query over pods that should match the Replicas count.
    /// If Selector is empty, it is defaulted to the labels present on the Pod template.
    /// Label keys and values that must match in order to be controlled by this replication
    /// controller, if empty defaulted to labels on Pod template.
    /// More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/#label-selectors
    /// +optional
    /// +mapType=atomic
    #[serde(rename = "selector", skip_serializing_if = "BTreeMap::is_empty")]
    pub selector: BTreeMap<String, String>,
    /// Template is the object that describes the pod that will be created if
    /// insufficient replicas are detected. This takes precedence over a TemplateRef.
    /// The only allowed template.spec.restartPolicy value is "Always".
    /// More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicationcontroller#pod-template
    /// +optional
    /// +k8s:alpha(since: "1.37")=+k8s:optional
    #[serde(rename = "template", skip_serializing_if = "Option::is_none")]
    pub template: Option<PodTemplateSpec>,
}

/// ReplicationControllerStatus represents the current status of a replication
/// controller.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ReplicationControllerStatus {
    /// Replicas is the most recently observed number of replicas.
    /// More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicationcontroller#what-is-a-replicationcontroller
    #[serde(rename = "replicas")]
    pub replicas: i32,
    /// The number of pods that have labels matching the labels of the pod template of the replication controller.
    /// +optional
    #[serde(rename = "fullyLabeledReplicas")]
    pub fully_labeled_replicas: i32,
    /// The number of ready replicas for this replication controller.
    /// +optional
    #[serde(rename = "readyReplicas")]
    pub ready_replicas: i32,
    /// The number of available replicas (ready for at least minReadySeconds) for this replication controller.
    /// +optional
    #[serde(rename = "availableReplicas")]
    pub available_replicas: i32,
    /// ObservedGeneration reflects the generation of the most recently observed replication controller.
    /// +optional
    #[serde(rename = "observedGeneration")]
    pub observed_generation: i64,
    /// Represents the latest available observations of a replication controller's current state.
    /// +optional
    /// +patchMergeKey=type
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=type
    #[serde(rename = "conditions", skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<ReplicationControllerCondition>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct ReplicationControllerConditionType(pub String);

/// ReplicationControllerCondition describes the state of a replication controller at a certain point.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ReplicationControllerCondition {
    /// Type of replication controller condition.
    #[serde(rename = "type")]
    pub type_: ReplicationControllerConditionType,
    /// Status of the condition, one of True, False, Unknown.
    #[serde(rename = "status")]
    pub status: ConditionStatus,
    /// The last time the condition transitioned from one status to another.
    /// +optional
    #[serde(rename = "lastTransitionTime")]
    pub last_transition_time: String,
    /// The reason for the condition's last transition.
    /// +optional
    #[serde(rename = "reason")]
    pub reason: String,
    /// A human readable message indicating details about the transition.
    /// +optional
    #[serde(rename = "message")]
    pub message: String,
}

/// +genclient
/// +genclient:method=GetScale,verb=get,subresource=scale,result=k8s.io/api/autoscaling/v1.Scale
/// +genclient:method=UpdateScale,verb=update,subresource=scale,input=k8s.io/api/autoscaling/v1.Scale,result=k8s.io/api/autoscaling/v1.Scale
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.0
/// +k8s:supportsSubresource="/scale"
/// +k8s:supportsSubresource="/status"
///
/// ReplicationController represents the configuration of a replication controller.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ReplicationController {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// If the Labels of a ReplicationController are empty, they are defaulted to
    /// be the same as the Pod(s) that the replication controller manages.
    /// Standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    /// +k8s:beta(since: "1.37")=+k8s:subfield(name)=+k8s:optional
    /// +k8s:beta(since: "1.37")=+k8s:subfield(name)=+k8s:format=k8s-long-name
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// Spec defines the specification of the desired behavior of the replication controller.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    /// +optional
    #[serde(rename = "spec")]
    pub spec: ReplicationControllerSpec,
    /// Status is the most recently observed status of the replication controller.
    /// This data may be out of date by some window of time.
    /// Populated by the system.
    /// Read-only.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    /// +optional
    #[serde(rename = "status")]
    pub status: ReplicationControllerStatus,
}

/// Session Affinity Type string
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct ServiceAffinity(pub String);

/// SessionAffinityConfig represents the configurations of session affinity.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct SessionAffinityConfig {
    /// clientIP contains the configurations of Client IP based session affinity.
    /// +optional
    #[serde(rename = "clientIP", skip_serializing_if = "Option::is_none")]
    pub client_ip: Option<ClientIPConfig>,
}

/// ClientIPConfig represents the configurations of Client IP based session affinity.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ClientIPConfig {
    /// timeoutSeconds specifies the seconds of ClientIP type session sticky time.
    /// The value must be >0 && <=86400(for 1 day) if ServiceAffinity == "ClientIP".
    /// Default value is 10800(for 3 hours).
    /// +optional
    #[serde(rename = "timeoutSeconds", skip_serializing_if = "Option::is_none")]
    pub timeout_seconds: Option<i32>,
}

/// Service Type string describes ingress methods for a service
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct ServiceType(pub String);

/// ServiceInternalTrafficPolicy describes how nodes distribute service traffic they
/// receive on the ClusterIP.
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct ServiceInternalTrafficPolicy(pub String);

/// ServiceInternalTrafficPolicy describes how nodes distribute service traffic they
/// receive on the ClusterIP.
/// +enum
///
/// Deprecated: use ServiceInternalTrafficPolicy instead.
pub type ServiceInternalTrafficPolicyType = ServiceInternalTrafficPolicy;

/// ServiceExternalTrafficPolicy describes how nodes distribute service traffic they
/// receive on one of the Service's "externally-facing" addresses (NodePorts, ExternalIPs,
/// and LoadBalancer IPs.
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct ServiceExternalTrafficPolicy(pub String);

/// ServiceExternalTrafficPolicy describes how nodes distribute service traffic they
/// receive on one of the Service's "externally-facing" addresses (NodePorts, ExternalIPs,
/// and LoadBalancer IPs.
/// +enum
///
/// Deprecated: use ServiceExternalTrafficPolicy instead.
pub type ServiceExternalTrafficPolicyType = ServiceExternalTrafficPolicy;

/// ServiceStatus represents the current status of a service.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ServiceStatus {
    /// LoadBalancer contains the current status of the load-balancer,
    /// if one is present.
    /// +optional
    #[serde(rename = "loadBalancer")]
    pub load_balancer: LoadBalancerStatus,
    /// Current service state
    /// +optional
    /// +patchMergeKey=type
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=type
    /// +k8s:alpha(since: "1.37")=+k8s:eachVal=+k8s:opaqueType
    #[serde(rename = "conditions", skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<crate::meta::Condition>,
}

/// LoadBalancerStatus represents the status of a load-balancer.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct LoadBalancerStatus {
    /// Ingress is a list containing ingress points for the load-balancer.
    /// Traffic intended for the service should be sent to these ingress points.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "ingress", skip_serializing_if = "Vec::is_empty")]
    pub ingress: Vec<LoadBalancerIngress>,
}

/// LoadBalancerIngress represents the status of a load-balancer ingress point:
/// traffic intended for the service should be sent to an ingress point.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct LoadBalancerIngress {
    /// IP is set for load-balancer ingress points that are IP based
    /// (typically GCE or OpenStack load-balancers)
    /// +optional
    #[serde(rename = "ip")]
    pub ip: String,
    /// Hostname is set for load-balancer ingress points that are DNS based
    /// (typically AWS load-balancers)
    /// +optional
    #[serde(rename = "hostname")]
    pub hostname: String,
    /// IPMode specifies how the load-balancer IP behaves, and may only be specified when the ip field is specified.
    /// Setting this to "VIP" indicates that traffic is delivered to the node with
    /// the destination set to the load-balancer's IP and port.
    /// Setting this to "Proxy" indicates that traffic is delivered to the node or pod with
    /// the destination set to the node's IP and node port or the pod's IP and port.
    /// Service implementations may use this information to adjust traffic routing.
    /// +optional
    #[serde(rename = "ipMode", skip_serializing_if = "Option::is_none")]
    pub ip_mode: Option<LoadBalancerIPMode>,
    /// Ports is a list of records of service ports
    /// If used, every port defined in the service should have an entry in it
    /// +listType=atomic
    /// +optional
    #[serde(rename = "ports", skip_serializing_if = "Vec::is_empty")]
    pub ports: Vec<PortStatus>,
}

/// IPFamily represents the IP Family (IPv4 or IPv6). This type is used
/// to express the family of an IP expressed by a type (e.g. service.spec.ipFamilies).
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct IPFamily(pub String);

/// IPFamilyPolicy represents the dual-stack-ness requested or required by a Service
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct IPFamilyPolicy(pub String);

/// IPFamilyPolicy represents the dual-stack-ness requested or required by a Service
/// +enum
///
/// Deprecated: use IPFamilyPolicy instead.
pub type IPFamilyPolicyType = IPFamilyPolicy;

/// ServiceSpec describes the attributes that a user creates on a service.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ServiceSpec {
    /// The list of ports that are exposed by this service.
    /// More info: https://kubernetes.io/docs/concepts/services-networking/service/#virtual-ips-and-service-proxies
    /// +patchMergeKey=port
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=port
    /// +listMapKey=protocol
    #[serde(rename = "ports", skip_serializing_if = "Vec::is_empty")]
    pub ports: Vec<ServicePort>,
    /// Route service traffic to pods with label keys and values matching this
    /// selector. If empty or not present, the service is assumed to have an
    /// external process managing its endpoints, which Kubernetes will not
    /// modify. Only applies to types ClusterIP, NodePort, and LoadBalancer.
    /// Ignored if type is ExternalName.
    /// More info: https://kubernetes.io/docs/concepts/services-networking/service/
    /// +optional
    /// +mapType=atomic
    #[serde(rename = "selector", skip_serializing_if = "BTreeMap::is_empty")]
    pub selector: BTreeMap<String, String>,
    /// clusterIP is the IP address of the service and is usually assigned
    /// randomly. If an address is specified manually, is in-range (as per
    /// system configuration), and is not in use, it will be allocated to the
    /// service; otherwise creation of the service will fail. This field may not
    /// be changed through updates unless the type field is also being changed
    /// to ExternalName (which requires this field to be blank) or the type
    /// field is being changed from ExternalName (in which case this field may
    /// optionally be specified, as describe above).  Valid values are "None",
    /// empty string (""), or a valid IP address. Setting this to "None" makes a
    /// "headless service" (no virtual IP), which is useful when direct endpoint
    /// connections are preferred and proxying is not required.  Only applies to
    /// types ClusterIP, NodePort, and LoadBalancer. If this field is specified
    /// when creating a Service of type ExternalName, creation will fail. This
    /// field will be wiped when updating a Service to type ExternalName.
    /// More info: https://kubernetes.io/docs/concepts/services-networking/service/#virtual-ips-and-service-proxies
    /// +optional
    #[serde(rename = "clusterIP")]
    pub cluster_ip: String,
    /// ClusterIPs is a list of IP addresses assigned to this service, and are
    /// usually assigned randomly.  If an address is specified manually, is
    /// in-range (as per system configuration), and is not in use, it will be
    /// allocated to the service; otherwise creation of the service will fail.
    /// This field may not be changed through updates unless the type field is
    /// also being changed to ExternalName (which requires this field to be
    /// empty) or the type field is being changed from ExternalName (in which
    /// case this field may optionally be specified, as describe above).  Valid
    /// values are "None", empty string (""), or a valid IP address.  Setting
    /// this to "None" makes a "headless service" (no virtual IP), which is
    /// useful when direct endpoint connections are preferred and proxying is
    /// not required.  Only applies to types ClusterIP, NodePort, and
    /// LoadBalancer. If this field is specified when creating a Service of type
    /// ExternalName, creation will fail. This field will be wiped when updating
    /// a Service to type ExternalName.  If this field is not specified, it will
    /// be initialized from the clusterIP field.  If this field is specified,
    /// clients must ensure that clusterIPs[0] and clusterIP have the same
    /// value.
    ///
    /// This field may hold a maximum of two entries (dual-stack IPs, in either order).
    /// These IPs must correspond to the values of the ipFamilies field. Both
    /// clusterIPs and ipFamilies are governed by the ipFamilyPolicy field.
    /// More info: https://kubernetes.io/docs/concepts/services-networking/service/#virtual-ips-and-service-proxies
    /// +listType=atomic
    /// +optional
    #[serde(rename = "clusterIPs", skip_serializing_if = "Vec::is_empty")]
    pub cluster_ips: Vec<String>,
    /// type determines how the Service is exposed. Defaults to ClusterIP. Valid
    /// options are ExternalName, ClusterIP, NodePort, and LoadBalancer.
    /// "ClusterIP" allocates a cluster-internal IP address for load-balancing
    /// to endpoints. Endpoints are determined by the selector or if that is not
    /// specified, by manual construction of an Endpoints object or
    /// EndpointSlice objects. If clusterIP is "None", no virtual IP is
    /// allocated and the endpoints are published as a set of endpoints rather
    /// than a virtual IP.
    /// "NodePort" builds on ClusterIP and allocates a port on every node which
    /// routes to the same endpoints as the clusterIP.
    /// "LoadBalancer" builds on NodePort and creates an external load-balancer
    /// (if supported in the current cloud) which routes to the same endpoints
    /// as the clusterIP.
    /// "ExternalName" aliases this service to the specified externalName.
    /// Several other fields do not apply to ExternalName services.
    /// More info: https://kubernetes.io/docs/concepts/services-networking/service/#publishing-services-service-types
    /// +optional
    #[serde(rename = "type")]
    pub type_: ServiceType,
    /// externalIPs is a list of IP addresses for which nodes in the cluster
    /// will also accept traffic for this service.  These IPs are not managed by
    /// Kubernetes.  The user is responsible for ensuring that traffic arrives
    /// at a node with this IP.  A common example is external load-balancers
    /// that are not part of the Kubernetes system.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "externalIPs", skip_serializing_if = "Vec::is_empty")]
    pub external_ips: Vec<String>,
    /// Supports "ClientIP" and "None". Used to maintain session affinity.
    /// Enable client IP based session affinity.
    /// Must be ClientIP or None.
    /// Defaults to None.
    /// More info: https://kubernetes.io/docs/concepts/services-networking/service/#virtual-ips-and-service-proxies
    /// +optional
    #[serde(rename = "sessionAffinity")]
    pub session_affinity: ServiceAffinity,
    /// Only applies to Service Type: LoadBalancer.
    /// This feature depends on whether the underlying cloud-provider supports specifying
    /// the loadBalancerIP when a load balancer is created.
    /// This field will be ignored if the cloud-provider does not support the feature.
    /// Deprecated: This field was under-specified and its meaning varies across implementations.
    /// Using it is non-portable and it may not support dual-stack.
    /// Users are encouraged to use implementation-specific annotations when available.
    /// +optional
    #[serde(rename = "loadBalancerIP")]
    pub load_balancer_ip: String,
    /// If specified and supported by the platform, this will restrict traffic through the cloud-provider
    /// load-balancer will be restricted to the specified client IPs. This field will be ignored if the
    /// cloud-provider does not support the feature."
    /// More info: https://kubernetes.io/docs/tasks/access-application-cluster/create-external-load-balancer/
    /// +optional
    /// +listType=atomic
    #[serde(rename = "loadBalancerSourceRanges", skip_serializing_if = "Vec::is_empty")]
    pub load_balancer_source_ranges: Vec<String>,
    /// externalName is the external reference that discovery mechanisms will
    /// return as an alias for this service (e.g. a DNS CNAME record). No
    /// proxying will be involved.  Must be a lowercase RFC-1123 hostname
    /// (https://tools.ietf.org/html/rfc1123) and requires `type` to be "ExternalName".
    /// +optional
    #[serde(rename = "externalName")]
    pub external_name: String,
    /// externalTrafficPolicy describes how nodes distribute service traffic they
    /// receive on one of the Service's "externally-facing" addresses (NodePorts,
    /// ExternalIPs, and LoadBalancer IPs). If set to "Local", the proxy will configure
    /// the service in a way that assumes that external load balancers will take care
    /// of balancing the service traffic between nodes, and so each node will deliver
    /// traffic only to the node-local endpoints of the service, without masquerading
    /// the client source IP. (Traffic mistakenly sent to a node with no endpoints will
    /// be dropped.) The default value, "Cluster", uses the standard behavior of
    /// routing to all endpoints evenly (possibly modified by topology and other
    /// features). Note that traffic sent to an External IP or LoadBalancer IP from
    /// within the cluster will always get "Cluster" semantics, but clients sending to
    /// a NodePort from within the cluster may need to take traffic policy into account
    /// when picking a node.
    /// +optional
    #[serde(rename = "externalTrafficPolicy")]
    pub external_traffic_policy: ServiceExternalTrafficPolicy,
    /// healthCheckNodePort specifies the healthcheck nodePort for the service.
    /// This only applies when type is set to LoadBalancer and
    /// externalTrafficPolicy is set to Local. If a value is specified, is
    /// in-range, and is not in use, it will be used.  If not specified, a value
    /// will be automatically allocated.  External systems (e.g. load-balancers)
    /// can use this port to determine if a given node holds endpoints for this
    /// service or not.  If this field is specified when creating a Service
    /// which does not need it, creation will fail. This field will be wiped
    /// when updating a Service to no longer need it (e.g. changing type).
    /// This field cannot be updated once set.
    /// +optional
    #[serde(rename = "healthCheckNodePort")]
    pub health_check_node_port: i32,
    /// publishNotReadyAddresses indicates that any agent which deals with endpoints for this
    /// Service should disregard any indications of ready/not-ready.
    /// The primary use case for setting this field is for a StatefulSet's Headless Service to
    /// propagate SRV DNS records for its Pods for the purpose of peer discovery.
    /// The Kubernetes controllers that generate Endpoints and EndpointSlice resources for
    /// Services interpret this to mean that all endpoints are considered "ready" even if the
    /// Pods themselves are not. Agents which consume only Kubernetes generated endpoints
    /// through the Endpoints or EndpointSlice resources can safely assume this behavior.
    /// +optional
    #[serde(rename = "publishNotReadyAddresses")]
    pub publish_not_ready_addresses: bool,
    /// sessionAffinityConfig contains the configurations of session affinity.
    /// +optional
    #[serde(rename = "sessionAffinityConfig", skip_serializing_if = "Option::is_none")]
    pub session_affinity_config: Option<SessionAffinityConfig>,
    /// IPFamilies is a list of IP families (e.g. IPv4, IPv6) assigned to this
    /// service. This field is usually assigned automatically based on cluster
    /// configuration and the ipFamilyPolicy field. If this field is specified
    /// manually, the requested family is available in the cluster,
    /// and ipFamilyPolicy allows it, it will be used; otherwise creation of
    /// the service will fail. This field is conditionally mutable: it allows
    /// for adding or removing a secondary IP family, but it does not allow
    /// changing the primary IP family of the Service. Valid values are "IPv4"
    /// and "IPv6".  This field only applies to Services of types ClusterIP,
    /// NodePort, and LoadBalancer, and does apply to "headless" services.
    /// This field will be wiped when updating a Service to type ExternalName.
    ///
    /// This field may hold a maximum of two entries (dual-stack families, in
    /// either order).  These families must correspond to the values of the
    /// clusterIPs field, if specified. Both clusterIPs and ipFamilies are
    /// governed by the ipFamilyPolicy field.
    /// +listType=atomic
    /// +optional
    #[serde(rename = "ipFamilies", skip_serializing_if = "Vec::is_empty")]
    pub ip_families: Vec<IPFamily>,
    /// IPFamilyPolicy represents the dual-stack-ness requested or required by
    /// this Service. If there is no value provided, then this field will be set
    /// to SingleStack. Services can be "SingleStack" (a single IP family),
    /// "PreferDualStack" (two IP families on dual-stack configured clusters or
    /// a single IP family on single-stack clusters), or "RequireDualStack"
    /// (two IP families on dual-stack configured clusters, otherwise fail). The
    /// ipFamilies and clusterIPs fields depend on the value of this field. This
    /// field will be wiped when updating a service to type ExternalName.
    /// +optional
    #[serde(rename = "ipFamilyPolicy", skip_serializing_if = "Option::is_none")]
    pub ip_family_policy: Option<IPFamilyPolicy>,
    /// allocateLoadBalancerNodePorts defines if NodePorts will be automatically
    /// allocated for services with type LoadBalancer.  Default is "true". It
    /// may be set to "false" if the cluster load-balancer does not rely on
    /// NodePorts.  If the caller requests specific NodePorts (by specifying a
    /// value), those requests will be respected, regardless of this field.
    /// This field may only be set for services with type LoadBalancer and will
    /// be cleared if the type is changed to any other type.
    /// +optional
    #[serde(rename = "allocateLoadBalancerNodePorts", skip_serializing_if = "Option::is_none")]
    pub allocate_load_balancer_node_ports: Option<bool>,
    /// loadBalancerClass is the class of the load balancer implementation this Service belongs to.
    /// If specified, the value of this field must be a label-style identifier, with an optional prefix,
    /// e.g. "internal-vip" or "example.com/internal-vip". Unprefixed names are reserved for end-users.
    /// This field can only be set when the Service type is 'LoadBalancer'. If not set, the default load
    /// balancer implementation is used, today this is typically done through the cloud provider integration,
    /// but should apply for any default implementation. If set, it is assumed that a load balancer
    /// implementation is watching for Services with a matching class. Any default load balancer
    /// implementation (e.g. cloud providers) should ignore Services that set this field.
    /// This field can only be set when creating or updating a Service to type 'LoadBalancer'.
    /// Once set, it can not be changed. This field will be wiped when a service is updated to a non 'LoadBalancer' type.
    /// +optional
    #[serde(rename = "loadBalancerClass", skip_serializing_if = "Option::is_none")]
    pub load_balancer_class: Option<String>,
    /// InternalTrafficPolicy describes how nodes distribute service traffic they
    /// receive on the ClusterIP. If set to "Local", the proxy will assume that pods
    /// only want to talk to endpoints of the service on the same node as the pod,
    /// dropping the traffic if there are no local endpoints. The default value,
    /// "Cluster", uses the standard behavior of routing to all endpoints evenly
    /// (possibly modified by topology and other features).
    /// +optional
    #[serde(rename = "internalTrafficPolicy", skip_serializing_if = "Option::is_none")]
    pub internal_traffic_policy: Option<ServiceInternalTrafficPolicy>,
    /// TrafficDistribution offers a way to express preferences for how traffic
    /// is distributed to Service endpoints. Implementations can use this field
    /// as a hint, but are not required to guarantee strict adherence. If the
    /// field is not set, the implementation will apply its default routing
    /// strategy. If set to "PreferClose", implementations should prioritize
    /// endpoints that are in the same zone.
    /// +optional
    #[serde(rename = "trafficDistribution", skip_serializing_if = "Option::is_none")]
    pub traffic_distribution: Option<String>,
}

/// ServicePort contains information on service's port.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ServicePort {
    /// The name of this port within the service. This must be a DNS_LABEL.
    /// All ports within a ServiceSpec must have unique names. When considering
    /// the endpoints for a Service, this must match the 'name' field in the
    /// EndpointPort.
    /// Optional if only one ServicePort is defined on this service.
    /// +optional
    #[serde(rename = "name")]
    pub name: String,
    /// The IP protocol for this port. Supports "TCP", "UDP", and "SCTP".
    /// Default is TCP.
    /// +default="TCP"
    /// +optional
    #[serde(rename = "protocol")]
    pub protocol: Protocol,
    /// The application protocol for this port.
    /// This is used as a hint for implementations to offer richer behavior for protocols that they understand.
    /// This field follows standard Kubernetes label syntax.
    /// Valid values are either:
    ///
    /// * Un-prefixed protocol names - reserved for IANA standard service names (as per
    /// RFC-6335 and https://www.iana.org/assignments/service-names).
    ///
    /// * Kubernetes-defined prefixed names:
    ///   * 'kubernetes.io/h2c' - HTTP/2 prior knowledge over cleartext as described in https://www.rfc-editor.org/rfc/rfc9113.html#name-starting-http-2-with-prior-
    ///   * 'kubernetes.io/ws'  - WebSocket over cleartext as described in https://www.rfc-editor.org/rfc/rfc6455
    ///   * 'kubernetes.io/wss' - WebSocket over TLS as described in https://www.rfc-editor.org/rfc/rfc6455
    ///
    /// * Other protocols should use implementation-defined prefixed names such as
    /// mycompany.com/my-custom-protocol.
    /// +optional
    #[serde(rename = "appProtocol", skip_serializing_if = "Option::is_none")]
    pub app_protocol: Option<String>,
    /// The port that will be exposed by this service.
    #[serde(rename = "port")]
    pub port: i32,
    /// Number or name of the port to access on the pods targeted by the service.
    /// Number must be in the range 1 to 65535. Name must be an IANA_SVC_NAME.
    /// If this is a string, it will be looked up as a named port in the
    /// target Pod's container ports. If this is not specified, the value
    /// of the 'port' field is used (an identity map).
    /// This field is ignored for services with clusterIP=None, and should be
    /// omitted or set equal to the 'port' field.
    /// More info: https://kubernetes.io/docs/concepts/services-networking/service/#defining-a-service
    /// +optional
    #[serde(rename = "targetPort")]
    pub target_port: k8s_openapi::apimachinery::pkg::util::intstr::IntOrString,
    /// The port on each node on which this service is exposed when type is
    /// NodePort or LoadBalancer.  Usually assigned by the system. If a value is
    /// specified, in-range, and not in use it will be used, otherwise the
    /// operation will fail.  If not specified, a port will be allocated if this
    /// Service requires one.  If this field is specified when creating a
    /// Service which does not need it, creation will fail. This field will be
    /// wiped when updating a Service to no longer need it (e.g. changing type
    /// from NodePort to ClusterIP).
    /// More info: https://kubernetes.io/docs/concepts/services-networking/service/#type-nodeport
    /// +optional
    #[serde(rename = "nodePort")]
    pub node_port: i32,
}

/// +genclient
/// +genclient:skipVerbs=deleteCollection
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.0
///
/// Service is a named abstraction of software service (for example, mysql) consisting of local port
/// (for example 3306) that the proxy listens on, and the selector that determines which pods
/// will answer requests sent through the proxy.
/// +k8s:supportsSubresource="/status"
/// +k8s:supportsSubresource="/proxy"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Service {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// Standard object's metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// Spec defines the behavior of a service.
    /// https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    /// +optional
    #[serde(rename = "spec")]
    pub spec: ServiceSpec,
    /// Most recently observed status of the service.
    /// Populated by the system.
    /// Read-only.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    /// +optional
    #[serde(rename = "status")]
    pub status: ServiceStatus,
}

/// +genclient
/// +genclient:method=CreateToken,verb=create,subresource=token,input=k8s.io/api/authentication/v1.TokenRequest,result=k8s.io/api/authentication/v1.TokenRequest
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.0
///
/// ServiceAccount binds together:
/// * a name, understood by users, and perhaps by peripheral systems, for an identity
/// * a principal that can be authenticated and authorized
/// * a set of secrets
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ServiceAccount {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// Standard object's metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// Secrets is a list of the secrets in the same namespace that pods running using this ServiceAccount are allowed to use.
    /// Pods are only limited to this list if this service account has a "kubernetes.io/enforce-mountable-secrets" annotation set to "true".
    /// The "kubernetes.io/enforce-mountable-secrets" annotation is deprecated since v1.32.
    /// Prefer separate namespaces to isolate access to mounted secrets.
    /// This field should not be used to find auto-generated service account token secrets for use outside of pods.
    /// Instead, tokens can be requested directly using the TokenRequest API, or service account token secrets can be manually created.
    /// More info: https://kubernetes.io/docs/concepts/configuration/secret
    /// +optional
    /// +patchMergeKey=name
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=name
    #[serde(rename = "secrets", skip_serializing_if = "Vec::is_empty")]
    pub secrets: Vec<ObjectReference>,
    /// ImagePullSecrets is a list of references to secrets in the same namespace to use for pulling any images
    /// in pods that reference this ServiceAccount. ImagePullSecrets are distinct from Secrets because Secrets
    /// can be mounted in the pod, but ImagePullSecrets are only accessed by the kubelet.
    /// More info: https://kubernetes.io/docs/concepts/containers/images/#specifying-imagepullsecrets-on-a-pod
    /// +optional
    /// +listType=atomic
    #[serde(rename = "imagePullSecrets", skip_serializing_if = "Vec::is_empty")]
    pub image_pull_secrets: Vec<LocalObjectReference>,
    /// AutomountServiceAccountToken indicates whether pods running as this service account should have an API token automatically mounted.
    /// Can be overridden at the pod level.
    /// +optional
    #[serde(rename = "automountServiceAccountToken", skip_serializing_if = "Option::is_none")]
    pub automount_service_account_token: Option<bool>,
}

/// +genclient
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.0
///
/// Endpoints is a collection of endpoints that implement the actual service. Example:
///
///      Name: "mysvc",
///      Subsets: [
///        {
///          Addresses: [{"ip": "10.10.1.1"}, {"ip": "10.10.2.2"}],
///          Ports: [{"name": "a", "port": 8675}, {"name": "b", "port": 309}]
///        },
///        {
///          Addresses: [{"ip": "10.10.3.3"}],
///          Ports: [{"name": "a", "port": 93}, {"name": "b", "port": 76}]
///        },
///     ]
///
/// Endpoints is a legacy API and does not contain information about all Service features.
/// Use discoveryv1.EndpointSlice for complete information about Service endpoints.
///
/// Deprecated: This API is deprecated in v1.33+. Use discoveryv1.EndpointSlice.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Endpoints {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// Standard object's metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// The set of all endpoints is the union of all subsets. Addresses are placed into
    /// subsets according to the IPs they share. A single address with multiple ports,
    /// some of which are ready and some of which are not (because they come from
    /// different containers) will result in the address being displayed in different
    /// subsets for the different ports. No address will appear in both Addresses and
    /// NotReadyAddresses in the same subset.
    /// Sets of addresses and ports that comprise a service.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "subsets", skip_serializing_if = "Vec::is_empty")]
    pub subsets: Vec<EndpointSubset>,
}

/// EndpointSubset is a group of addresses with a common set of ports. The
/// expanded set of endpoints is the Cartesian product of Addresses x Ports.
/// For example, given:
///
///     {
///       Addresses: [{"ip": "10.10.1.1"}, {"ip": "10.10.2.2"}],
///       Ports:     [{"name": "a", "port": 8675}, {"name": "b", "port": 309}]
///     }
///
/// The resulting set of endpoints can be viewed as:
///
///     a: [ 10.10.1.1:8675, 10.10.2.2:8675 ],
///     b: [ 10.10.1.1:309, 10.10.2.2:309 ]
///
/// Deprecated: This API is deprecated in v1.33+.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct EndpointSubset {
    /// IP addresses which offer the related ports that are marked as ready. These endpoints
    /// should be considered safe for load balancers and clients to utilize.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "addresses", skip_serializing_if = "Vec::is_empty")]
    pub addresses: Vec<EndpointAddress>,
    /// IP addresses which offer the related ports but are not currently marked as ready
    /// because they have not yet finished starting, have recently failed a readiness check,
    /// or have recently failed a liveness check.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "notReadyAddresses", skip_serializing_if = "Vec::is_empty")]
    pub not_ready_addresses: Vec<EndpointAddress>,
    /// Port numbers available on the related IP addresses.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "ports", skip_serializing_if = "Vec::is_empty")]
    pub ports: Vec<EndpointPort>,
}

/// EndpointAddress is a tuple that describes single IP address.
/// Deprecated: This API is deprecated in v1.33+.
/// +structType=atomic
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct EndpointAddress {
    /// The IP of this endpoint.
    /// May not be loopback (127.0.0.0/8 or ::1), link-local (169.254.0.0/16 or fe80::/10),
    /// or link-local multicast (224.0.0.0/24 or ff02::/16).
    #[serde(rename = "ip")]
    pub ip: String,
    /// The Hostname of this endpoint
    /// +optional
    #[serde(rename = "hostname")]
    pub hostname: String,
    /// Optional: Node hosting this endpoint. This can be used to determine endpoints local to a node.
    /// +optional
    #[serde(rename = "nodeName", skip_serializing_if = "Option::is_none")]
    pub node_name: Option<String>,
    /// Reference to object providing the endpoint.
    /// +optional
    #[serde(rename = "targetRef", skip_serializing_if = "Option::is_none")]
    pub target_ref: Option<ObjectReference>,
}

/// EndpointPort is a tuple that describes a single port.
/// Deprecated: This API is deprecated in v1.33+.
/// +structType=atomic
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct EndpointPort {
    /// The name of this port.  This must match the 'name' field in the
    /// corresponding ServicePort.
    /// Must be a DNS_LABEL.
    /// Optional only if one port is defined.
    /// +optional
    #[serde(rename = "name")]
    pub name: String,
    /// The port number of the endpoint.
    #[serde(rename = "port")]
    pub port: i32,
    /// The IP protocol for this port.
    /// Must be UDP, TCP, or SCTP.
    /// Default is TCP.
    /// +optional
    #[serde(rename = "protocol")]
    pub protocol: Protocol,
    /// The application protocol for this port.
    /// This is used as a hint for implementations to offer richer behavior for protocols that they understand.
    /// This field follows standard Kubernetes label syntax.
    /// Valid values are either:
    ///
    /// * Un-prefixed protocol names - reserved for IANA standard service names (as per
    /// RFC-6335 and https://www.iana.org/assignments/service-names).
    ///
    /// * Kubernetes-defined prefixed names:
    ///   * 'kubernetes.io/h2c' - HTTP/2 prior knowledge over cleartext as described in https://www.rfc-editor.org/rfc/rfc9113.html#name-starting-http-2-with-prior-
    ///   * 'kubernetes.io/ws'  - WebSocket over cleartext as described in https://www.rfc-editor.org/rfc/rfc6455
    ///   * 'kubernetes.io/wss' - WebSocket over TLS as described in https://www.rfc-editor.org/rfc/rfc6455
    ///
    /// * Other protocols should use implementation-defined prefixed names such as
    /// mycompany.com/my-custom-protocol.
    /// +optional
    #[serde(rename = "appProtocol", skip_serializing_if = "Option::is_none")]
    pub app_protocol: Option<String>,
}

/// NodeSpec describes the attributes that a node is created with.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct NodeSpec {
    /// PodCIDR represents the pod IP range assigned to the node.
    /// +optional
    #[serde(rename = "podCIDR")]
    pub pod_cidr: String,
    /// podCIDRs represents the IP ranges assigned to the node for usage by Pods on that node. If this
    /// field is specified, the 0th entry must match the podCIDR field. It may contain at most 1 value for
    /// each of IPv4 and IPv6.
    /// +optional
    /// +patchStrategy=merge
    /// +listType=set
    #[serde(rename = "podCIDRs", skip_serializing_if = "Vec::is_empty")]
    pub pod_cidrs: Vec<String>,
    /// ID of the node assigned by the cloud provider in the format: <ProviderName>://<ProviderSpecificNodeID>
    /// +optional
    /// +k8s:alpha(since: "1.36")=+k8s:optional
    /// +k8s:alpha(since: "1.36")=+k8s:update=NoModify
    /// +k8s:alpha(since: "1.36")=+k8s:update=NoUnset
    #[serde(rename = "providerID")]
    pub provider_id: String,
    /// Unschedulable controls node schedulability of new pods. By default, node is schedulable.
    /// More info: https://kubernetes.io/docs/concepts/nodes/node/#manual-node-administration
    /// +optional
    #[serde(rename = "unschedulable")]
    pub unschedulable: bool,
    /// If specified, the node's taints.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "taints", skip_serializing_if = "Vec::is_empty")]
    pub taints: Vec<Taint>,
    /// Deprecated: Previously used to specify the source of the node's configuration for the DynamicKubeletConfig feature. This feature is removed.
    /// +optional
    #[serde(rename = "configSource", skip_serializing_if = "Option::is_none")]
    pub config_source: Option<NodeConfigSource>,
    /// Deprecated. Not all kubelets will set this field. Remove field after 1.13.
    /// see: https://issues.k8s.io/61966
    /// +optional
    #[serde(rename = "externalID")]
    pub do_not_use_external_id: String,
    /// PodPreemptionPolicy controls the node-level preemption behaviors for pods on this node.
    /// This is an alpha field and requires enabling the InPlacePodVerticalScalingSchedulerPreemption feature gate.
    /// +featureGate=InPlacePodVerticalScalingSchedulerPreemption
    /// +optional
    /// +k8s:optional
    /// +k8s:ifDisabled(InPlacePodVerticalScalingSchedulerPreemption)=+k8s:forbidden
    #[serde(rename = "podPreemptionPolicy", skip_serializing_if = "Option::is_none")]
    pub pod_preemption_policy: Option<NodePodPreemptionPolicy>,
}

/// NodePodPreemptionPolicy defines the node-level policies governing preemption for pods on this node.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct NodePodPreemptionPolicy {
    /// DisableResizePreemption lists the owners (e.g., autoscalers, operators, administrators)
    /// that have requested to disable scheduler and Kubelet preemption for in-place pod resize on this node.
    /// If this list is non-empty, resize-induced preemption is disabled on this node.
    /// This is an alpha field and requires enabling the InPlacePodVerticalScalingSchedulerPreemption feature gate.
    /// +listType=set
    /// +k8s:listType=set
    /// +optional
    /// +k8s:maxItems=20
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-label-key
    #[serde(rename = "disableResizePreemption", skip_serializing_if = "Vec::is_empty")]
    pub disable_resize_preemption: Vec<String>,
}

/// NodeConfigSource specifies a source of node configuration. Exactly one subfield (excluding metadata) must be non-nil.
/// This API is deprecated since 1.22
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct NodeConfigSource {
    /// ConfigMap is a reference to a Node's ConfigMap
    #[serde(rename = "configMap", skip_serializing_if = "Option::is_none")]
    pub config_map: Option<ConfigMapNodeConfigSource>,
}

/// ConfigMapNodeConfigSource contains the information to reference a ConfigMap as a config source for the Node.
/// This API is deprecated since 1.22: https://git.k8s.io/enhancements/keps/sig-node/281-dynamic-kubelet-configuration
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ConfigMapNodeConfigSource {
    /// Namespace is the metadata.namespace of the referenced ConfigMap.
    /// This field is required in all cases.
    #[serde(rename = "namespace")]
    pub namespace: String,
    /// Name is the metadata.name of the referenced ConfigMap.
    /// This field is required in all cases.
    #[serde(rename = "name")]
    pub name: String,
    /// UID is the metadata.UID of the referenced ConfigMap.
    /// This field is forbidden in Node.Spec, and required in Node.Status.
    /// +optional
    #[serde(rename = "uid")]
    pub uid: String,
    /// ResourceVersion is the metadata.ResourceVersion of the referenced ConfigMap.
    /// This field is forbidden in Node.Spec, and required in Node.Status.
    /// +optional
    #[serde(rename = "resourceVersion")]
    pub resource_version: String,
    /// KubeletConfigKey declares which key of the referenced ConfigMap corresponds to the KubeletConfiguration structure
    /// This field is required in all cases.
    #[serde(rename = "kubeletConfigKey")]
    pub kubelet_config_key: String,
}

/// DaemonEndpoint contains information about a single Daemon endpoint.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct DaemonEndpoint {
    /// Port number of the given endpoint.
    #[serde(rename = "Port")]
    pub port: i32,
}

/// NodeDaemonEndpoints lists ports opened by daemons running on the Node.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct NodeDaemonEndpoints {
    /// Endpoint on which Kubelet is listening.
    /// +optional
    #[serde(rename = "kubeletEndpoint")]
    pub kubelet_endpoint: DaemonEndpoint,
}

/// NodeRuntimeHandlerFeatures is a set of features implemented by the runtime handler.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct NodeRuntimeHandlerFeatures {
    /// RecursiveReadOnlyMounts is set to true if the runtime handler supports RecursiveReadOnlyMounts.
    /// +optional
    #[serde(rename = "recursiveReadOnlyMounts", skip_serializing_if = "Option::is_none")]
    pub recursive_read_only_mounts: Option<bool>,
    /// UserNamespaces is set to true if the runtime handler supports UserNamespaces, including for volumes.
    /// +optional
    #[serde(rename = "userNamespaces", skip_serializing_if = "Option::is_none")]
    pub user_namespaces: Option<bool>,
}

/// NodeRuntimeHandler is a set of runtime handler information.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct NodeRuntimeHandler {
    /// Runtime handler name.
    /// Empty for the default runtime handler.
    /// +optional
    #[serde(rename = "name")]
    pub name: String,
    /// Supported features.
    /// +optional
    #[serde(rename = "features", skip_serializing_if = "Option::is_none")]
    pub features: Option<NodeRuntimeHandlerFeatures>,
}

/// NodeFeatures describes the set of features implemented by the CRI implementation.
/// The features contained in the NodeFeatures should depend only on the cri implementation
/// independent of runtime handlers.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct NodeFeatures {
    /// SupplementalGroupsPolicy is set to true if the runtime supports SupplementalGroupsPolicy and ContainerUser.
    /// +optional
    #[serde(rename = "supplementalGroupsPolicy", skip_serializing_if = "Option::is_none")]
    pub supplemental_groups_policy: Option<bool>,
}

/// NodeSystemInfo is a set of ids/uuids to uniquely identify the node.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct NodeSystemInfo {
    /// MachineID reported by the node. For unique machine identification
    /// in the cluster this field is preferred. Learn more from man(5)
    /// machine-id: http://man7.org/linux/man-pages/man5/machine-id.5.html
    #[serde(rename = "machineID")]
    pub machine_id: String,
    /// SystemUUID reported by the node. For unique machine identification
    /// MachineID is preferred. This field is specific to Red Hat hosts
    /// https://access.redhat.com/documentation/en-us/red_hat_subscription_management/1/html/rhsm/uuid
    #[serde(rename = "systemUUID")]
    pub system_uuid: String,
    /// Boot ID reported by the node.
    #[serde(rename = "bootID")]
    pub boot_id: String,
    /// Kernel Version reported by the node from 'uname -r' (e.g. 3.16.0-0.bpo.4-amd64).
    #[serde(rename = "kernelVersion")]
    pub kernel_version: String,
    /// OS Image reported by the node from /etc/os-release (e.g. Debian GNU/Linux 7 (wheezy)).
    #[serde(rename = "osImage")]
    pub os_image: String,
    /// ContainerRuntime Version reported by the node through runtime remote API (e.g. containerd://1.4.2).
    #[serde(rename = "containerRuntimeVersion")]
    pub container_runtime_version: String,
    /// Kubelet Version reported by the node.
    #[serde(rename = "kubeletVersion")]
    pub kubelet_version: String,
    /// Deprecated: KubeProxy Version reported by the node.
    #[serde(rename = "kubeProxyVersion")]
    pub kube_proxy_version: String,
    /// The Operating System reported by the node
    #[serde(rename = "operatingSystem")]
    pub operating_system: String,
    /// The Architecture reported by the node
    #[serde(rename = "architecture")]
    pub architecture: String,
    /// Swap Info reported by the node.
    #[serde(rename = "swap", skip_serializing_if = "Option::is_none")]
    pub swap: Option<NodeSwapStatus>,
}

/// NodeSwapStatus represents swap memory information.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct NodeSwapStatus {
    /// Total amount of swap memory in bytes.
    /// +optional
    #[serde(rename = "capacity", skip_serializing_if = "Option::is_none")]
    pub capacity: Option<i64>,
}

/// NodeConfigStatus describes the status of the config assigned by Node.Spec.ConfigSource.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct NodeConfigStatus {
    /// Assigned reports the checkpointed config the node will try to use.
    /// When Node.Spec.ConfigSource is updated, the node checkpoints the associated
    /// config payload to local disk, along with a record indicating intended
    /// config. The node refers to this record to choose its config checkpoint, and
    /// reports this record in Assigned. Assigned only updates in the status after
    /// the record has been checkpointed to disk. When the Kubelet is restarted,
    /// it tries to make the Assigned config the Active config by loading and
    /// validating the checkpointed payload identified by Assigned.
    /// +optional
    #[serde(rename = "assigned", skip_serializing_if = "Option::is_none")]
    pub assigned: Option<NodeConfigSource>,
    /// Active reports the checkpointed config the node is actively using.
    /// Active will represent either the current version of the Assigned config,
    /// or the current LastKnownGood config, depending on whether attempting to use the
    /// Assigned config results in an error.
    /// +optional
    #[serde(rename = "active", skip_serializing_if = "Option::is_none")]
    pub active: Option<NodeConfigSource>,
    /// LastKnownGood reports the checkpointed config the node will fall back to
    /// when it encounters an error attempting to use the Assigned config.
    /// The Assigned config becomes the LastKnownGood config when the node determines
    /// that the Assigned config is stable and correct.
    /// This is currently implemented as a 10-minute soak period starting when the local
    /// record of Assigned config is updated. If the Assigned config is Active at the end
    /// of this period, it becomes the LastKnownGood. Note that if Spec.ConfigSource is
    /// reset to nil (use local defaults), the LastKnownGood is also immediately reset to nil,
    /// because the local default config is always assumed good.
    /// You should not make assumptions about the node's method of determining config stability
    /// and correctness, as this may change or become configurable in the future.
    /// +optional
    #[serde(rename = "lastKnownGood", skip_serializing_if = "Option::is_none")]
    pub last_known_good: Option<NodeConfigSource>,
    /// Error describes any problems reconciling the Spec.ConfigSource to the Active config.
    /// Errors may occur, for example, attempting to checkpoint Spec.ConfigSource to the local Assigned
    /// record, attempting to checkpoint the payload associated with Spec.ConfigSource, attempting
    /// to load or validate the Assigned config, etc.
    /// Errors may occur at different points while syncing config. Earlier errors (e.g. download or
    /// checkpointing errors) will not result in a rollback to LastKnownGood, and may resolve across
    /// Kubelet retries. Later errors (e.g. loading or validating a checkpointed config) will result in
    /// a rollback to LastKnownGood. In the latter case, it is usually possible to resolve the error
    /// by fixing the config assigned in Spec.ConfigSource.
    /// You can find additional information for debugging by searching the error message in the Kubelet log.
    /// Error is a human-readable description of the error state; machines can check whether or not Error
    /// is empty, but should not rely on the stability of the Error text across Kubelet versions.
    /// +optional
    #[serde(rename = "error")]
    pub error: String,
}

/// NodeStatus is information about the current status of a node.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct NodeStatus {
    /// Capacity represents the total resources of a node.
    /// More info: https://kubernetes.io/docs/reference/node/node-status/#capacity
    /// +optional
    #[serde(rename = "capacity")]
    pub capacity: ResourceList,
    /// Allocatable represents the resources of a node that are available for scheduling.
    /// Defaults to Capacity.
    /// +optional
    #[serde(rename = "allocatable")]
    pub allocatable: ResourceList,
    /// NodePhase is the recently observed lifecycle phase of the node.
    /// More info: https://kubernetes.io/docs/concepts/nodes/node/#phase
    /// The field is never populated, and now is deprecated.
    /// +optional
    #[serde(rename = "phase")]
    pub phase: NodePhase,
    /// Conditions is an array of current observed node conditions.
    /// More info: https://kubernetes.io/docs/reference/node/node-status/#condition
    /// +optional
    /// +patchMergeKey=type
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=type
    #[serde(rename = "conditions", skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<NodeCondition>,
    /// List of addresses reachable to the node.
    /// Queried from cloud provider, if available.
    /// More info: https://kubernetes.io/docs/reference/node/node-status/#addresses
    /// Note: This field is declared as mergeable, but the merge key is not sufficiently
    /// unique, which can cause data corruption when it is merged. Callers should instead
    /// use a full-replacement patch. See https://pr.k8s.io/79391 for an example.
    /// Consumers should assume that addresses can change during the
    /// lifetime of a Node. However, there are some exceptions where this may not
    /// be possible, such as Pods that inherit a Node's address in its own status or
    /// consumers of the downward API (status.hostIP).
    /// +optional
    /// +patchMergeKey=type
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=type
    #[serde(rename = "addresses", skip_serializing_if = "Vec::is_empty")]
    pub addresses: Vec<NodeAddress>,
    /// Endpoints of daemons running on the Node.
    /// +optional
    #[serde(rename = "daemonEndpoints")]
    pub daemon_endpoints: NodeDaemonEndpoints,
    /// Set of ids/uuids to uniquely identify the node.
    /// More info: https://kubernetes.io/docs/reference/node/node-status/#info
    /// +optional
    #[serde(rename = "nodeInfo")]
    pub node_info: NodeSystemInfo,
    /// List of container images on this node
    /// +optional
    /// +listType=atomic
    #[serde(rename = "images", skip_serializing_if = "Vec::is_empty")]
    pub images: Vec<ContainerImage>,
    /// List of attachable volumes in use (mounted) by the node.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "volumesInUse", skip_serializing_if = "Vec::is_empty")]
    pub volumes_in_use: Vec<UniqueVolumeName>,
    /// List of volumes that are attached to the node.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "volumesAttached", skip_serializing_if = "Vec::is_empty")]
    pub volumes_attached: Vec<AttachedVolume>,
    /// Status of the config assigned to the node via the dynamic Kubelet config feature.
    /// +optional
    #[serde(rename = "config", skip_serializing_if = "Option::is_none")]
    pub config: Option<NodeConfigStatus>,
    /// The available runtime handlers.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "runtimeHandlers", skip_serializing_if = "Vec::is_empty")]
    pub runtime_handlers: Vec<NodeRuntimeHandler>,
    /// Features describes the set of features implemented by the CRI implementation.
    /// +featureGate=SupplementalGroupsPolicy
    /// +optional
    #[serde(rename = "features", skip_serializing_if = "Option::is_none")]
    pub features: Option<NodeFeatures>,
    /// DeclaredFeatures represents the features related to feature gates that are declared by the node.
    /// +featureGate=NodeDeclaredFeatures
    /// +optional
    /// +listType=atomic
    #[serde(rename = "declaredFeatures", skip_serializing_if = "Vec::is_empty")]
    pub declared_features: Vec<String>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct UniqueVolumeName(pub String);

/// AttachedVolume describes a volume attached to a node
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct AttachedVolume {
    /// Name of the attached volume
    #[serde(rename = "name")]
    pub name: UniqueVolumeName,
    /// DevicePath represents the device path where the volume should be available
    #[serde(rename = "devicePath")]
    pub device_path: String,
}

/// AvoidPods describes pods that should avoid this node. This is the value for a
/// Node annotation with key scheduler.alpha.kubernetes.io/preferAvoidPods and
/// will eventually become a field of NodeStatus.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct AvoidPods {
    /// Bounded-sized list of signatures of pods that should avoid this node, sorted
    /// in timestamp order from oldest to newest. Size of the slice is unspecified.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "preferAvoidPods", skip_serializing_if = "Vec::is_empty")]
    pub prefer_avoid_pods: Vec<PreferAvoidPodsEntry>,
}

/// Describes a class of pods that should avoid this node.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PreferAvoidPodsEntry {
    /// The class of pods.
    #[serde(rename = "podSignature")]
    pub pod_signature: PodSignature,
    /// Time at which this entry was added to the list.
    /// +optional
    #[serde(rename = "evictionTime")]
    pub eviction_time: String,
    /// (brief) reason why this entry was added to the list.
    /// +optional
    #[serde(rename = "reason")]
    pub reason: String,
    /// Human readable message indicating why this entry was added to the list.
    /// +optional
    #[serde(rename = "message")]
    pub message: String,
}

/// Describes the class of pods that should avoid this node.
/// Exactly one field should be set.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodSignature {
    /// Reference to controller whose pods should avoid this node.
    /// +optional
    #[serde(rename = "podController", skip_serializing_if = "Option::is_none")]
    pub pod_controller: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::OwnerReference>,
}

/// Describe a container image
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ContainerImage {
    /// Names by which this image is known.
    /// e.g. ["kubernetes.example/hyperkube:v1.0.7", "cloud-vendor.registry.example/cloud-vendor/hyperkube:v1.0.7"]
    /// +optional
    /// +listType=atomic
    #[serde(rename = "names")]
    pub names: Vec<String>,
    /// The size of the image in bytes.
    /// +optional
    #[serde(rename = "sizeBytes")]
    pub size_bytes: i64,
}

/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct NodePhase(pub String);

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct NodeConditionType(pub String);

/// NodeCondition contains condition information for a node.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct NodeCondition {
    /// Type of node condition.
    #[serde(rename = "type")]
    pub type_: NodeConditionType,
    /// Status of the condition, one of True, False, Unknown.
    #[serde(rename = "status")]
    pub status: ConditionStatus,
    /// Last time we got an update on a given condition.
    /// +optional
    #[serde(rename = "lastHeartbeatTime")]
    pub last_heartbeat_time: String,
    /// Last time the condition transit from one status to another.
    /// +optional
    #[serde(rename = "lastTransitionTime")]
    pub last_transition_time: String,
    /// (brief) reason for the condition's last transition.
    /// +optional
    #[serde(rename = "reason")]
    pub reason: String,
    /// Human readable message indicating details about last transition.
    /// +optional
    #[serde(rename = "message")]
    pub message: String,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct NodeAddressType(pub String);

/// NodeAddress contains information for the node's address.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct NodeAddress {
    /// Node address type, one of Hostname, ExternalIP or InternalIP.
    #[serde(rename = "type")]
    pub type_: NodeAddressType,
    /// The node address.
    #[serde(rename = "address")]
    pub address: String,
}

/// ResourceName is the name identifying various resources in a ResourceList.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct ResourceName(pub String);

/// ResourceList is a set of (resource name, quantity) pairs.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct ResourceList(pub BTreeMap<ResourceName, k8s_openapi::apimachinery::pkg::api::resource::Quantity>);

/// +genclient
/// +genclient:nonNamespaced
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.0
///
/// Node is a worker node in Kubernetes.
/// Each node will have a unique identifier in the cache (i.e. in etcd).
/// +k8s:supportsSubresource="/status"
/// +k8s:supportsSubresource="/proxy"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Node {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// Standard object's metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// Spec defines the behavior of a node.
    /// https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    /// +optional
    #[serde(rename = "spec")]
    pub spec: NodeSpec,
    /// Most recently observed status of the node.
    /// Populated by the system.
    /// Read-only.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    /// +optional
    #[serde(rename = "status")]
    pub status: NodeStatus,
}

/// FinalizerName is the name identifying a finalizer during namespace lifecycle.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct FinalizerName(pub String);

/// NamespaceSpec describes the attributes on a Namespace.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct NamespaceSpec {
    /// Finalizers is an opaque list of values that must be empty to permanently remove object from storage.
    /// More info: https://kubernetes.io/docs/tasks/administer-cluster/namespaces/
    /// +optional
    /// +listType=atomic
    #[serde(rename = "finalizers", skip_serializing_if = "Vec::is_empty")]
    pub finalizers: Vec<FinalizerName>,
}

/// NamespaceStatus is information about the current status of a Namespace.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct NamespaceStatus {
    /// Phase is the current lifecycle phase of the namespace.
    /// More info: https://kubernetes.io/docs/tasks/administer-cluster/namespaces/
    /// +optional
    #[serde(rename = "phase")]
    pub phase: NamespacePhase,
    /// Represents the latest available observations of a namespace's current state.
    /// +optional
    /// +patchMergeKey=type
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=type
    #[serde(rename = "conditions", skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<NamespaceCondition>,
}

/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct NamespacePhase(pub String);

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct NamespaceConditionType(pub String);

/// NamespaceCondition contains details about state of namespace.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct NamespaceCondition {
    /// Type of namespace controller condition.
    #[serde(rename = "type")]
    pub type_: NamespaceConditionType,
    /// Status of the condition, one of True, False, Unknown.
    #[serde(rename = "status")]
    pub status: ConditionStatus,
    /// Last time the condition transitioned from one status to another.
    /// +optional
    #[serde(rename = "lastTransitionTime")]
    pub last_transition_time: String,
    /// Unique, one-word, CamelCase reason for the condition's last transition.
    /// +optional
    #[serde(rename = "reason")]
    pub reason: String,
    /// Human-readable message indicating details about last transition.
    /// +optional
    #[serde(rename = "message")]
    pub message: String,
}

/// +genclient
/// +genclient:nonNamespaced
/// +genclient:skipVerbs=deleteCollection
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.0
///
/// Namespace provides a scope for Names.
/// Use of multiple namespaces is optional.
/// +k8s:supportsSubresource="/status"
/// +k8s:supportsSubresource="/finalize"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Namespace {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// Standard object's metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// Spec defines the behavior of the Namespace.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    /// +optional
    #[serde(rename = "spec")]
    pub spec: NamespaceSpec,
    /// Status describes the current status of a Namespace.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    /// +optional
    #[serde(rename = "status")]
    pub status: NamespaceStatus,
}

/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.0
///
/// Binding ties one object to another; for example, a pod is bound to a node by a scheduler.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Binding {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// Standard object's metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    /// +k8s:opaqueType
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// The target object that you want to bind to the standard object.
    #[serde(rename = "target")]
    pub target: ObjectReference,
}

/// Preconditions must be fulfilled before an operation (update, delete, etc.) is carried out.
/// +k8s:openapi-gen=false
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Preconditions {
    /// Specifies the target UID.
    /// +optional
    #[serde(rename = "uid", skip_serializing_if = "Option::is_none")]
    pub uid: Option<String>,
}

/// +k8s:conversion-gen:explicit-from=net/url.Values
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.0
///
/// PodLogOptions is the query options for a Pod's logs REST call.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodLogOptions {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// The container for which to stream logs. Defaults to only container if there is one container in the pod.
    /// +optional
    #[serde(rename = "container")]
    pub container: String,
    /// Follow the log stream of the pod. Defaults to false.
    /// +optional
    #[serde(rename = "follow")]
    pub follow: bool,
    /// Return previous terminated container logs. Defaults to false.
    /// +optional
    #[serde(rename = "previous")]
    pub previous: bool,
    /// A relative time in seconds before the current time from which to show logs. If this value
    /// precedes the time a pod was started, only logs since the pod start will be returned.
    /// If this value is in the future, no logs will be returned.
    /// Only one of sinceSeconds or sinceTime may be specified.
    /// +optional
    #[serde(rename = "sinceSeconds", skip_serializing_if = "Option::is_none")]
    pub since_seconds: Option<i64>,
    /// An RFC3339 timestamp from which to show logs. If this value
    /// precedes the time a pod was started, only logs since the pod start will be returned.
    /// If this value is in the future, no logs will be returned.
    /// Only one of sinceSeconds or sinceTime may be specified.
    /// +optional
    #[serde(rename = "sinceTime", skip_serializing_if = "Option::is_none")]
    pub since_time: Option<String>,
    /// If true, add an RFC3339 or RFC3339Nano timestamp at the beginning of every line
    /// of log output. Defaults to false.
    /// +optional
    #[serde(rename = "timestamps")]
    pub timestamps: bool,
    /// If set, the number of lines from the end of the logs to show. If not specified,
    /// logs are shown from the creation of the container or sinceSeconds or sinceTime.
    /// Note that when "TailLines" is specified, "Stream" can only be set to nil or "All".
    /// +optional
    #[serde(rename = "tailLines", skip_serializing_if = "Option::is_none")]
    pub tail_lines: Option<i64>,
    /// If set, the number of bytes to read from the server before terminating the
    /// log output. This may not display a complete final line of logging, and may return
    /// slightly more or slightly less than the specified limit.
    /// +optional
    #[serde(rename = "limitBytes", skip_serializing_if = "Option::is_none")]
    pub limit_bytes: Option<i64>,
    /// insecureSkipTLSVerifyBackend indicates that the apiserver should not confirm the validity of the
    /// serving certificate of the backend it is connecting to.  This will make the HTTPS connection between the apiserver
    /// and the backend insecure. This means the apiserver cannot verify the log data it is receiving came from the real
    /// kubelet.  If the kubelet is configured to verify the apiserver's TLS credentials, it does not mean the
    /// connection to the real kubelet is vulnerable to a man in the middle attack (e.g. an attacker could not intercept
    /// the actual log data coming from the real kubelet).
    /// +optional
    #[serde(rename = "insecureSkipTLSVerifyBackend")]
    pub insecure_skip_tls_verify_backend: bool,
    /// Specify which container log stream to return to the client.
    /// Acceptable values are "All", "Stdout" and "Stderr". If not specified, "All" is used, and both stdout and stderr
    /// are returned interleaved.
    /// Note that when "TailLines" is specified, "Stream" can only be set to nil or "All".
    /// +featureGate=PodLogsQuerySplitStreams
    /// +optional
    #[serde(rename = "stream", skip_serializing_if = "Option::is_none")]
    pub stream: Option<String>,
}

/// +k8s:conversion-gen:explicit-from=net/url.Values
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.1
///
/// PodAttachOptions is the query options to a Pod's remote attach call.
/// ---
/// TODO: merge w/ PodExecOptions below for stdin, stdout, etc
/// and also when we cut V2, we should export a "StreamOptions" or somesuch that contains Stdin, Stdout, Stder and TTY
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodAttachOptions {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// Stdin if true, redirects the standard input stream of the pod for this call.
    /// Defaults to false.
    /// +optional
    #[serde(rename = "stdin")]
    pub stdin: bool,
    /// Stdout if true indicates that stdout is to be redirected for the attach call.
    /// Defaults to true.
    /// +optional
    #[serde(rename = "stdout")]
    pub stdout: bool,
    /// Stderr if true indicates that stderr is to be redirected for the attach call.
    /// Defaults to true.
    /// +optional
    #[serde(rename = "stderr")]
    pub stderr: bool,
    /// TTY if true indicates that a tty will be allocated for the attach call.
    /// This is passed through the container runtime so the tty
    /// is allocated on the worker node by the container runtime.
    /// Defaults to false.
    /// +optional
    #[serde(rename = "tty")]
    pub tty: bool,
    /// The container in which to execute the command.
    /// Defaults to only container if there is only one container in the pod.
    /// +optional
    #[serde(rename = "container")]
    pub container: String,
}

/// +k8s:conversion-gen:explicit-from=net/url.Values
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.0
///
/// PodExecOptions is the query options to a Pod's remote exec call.
/// ---
/// TODO: This is largely identical to PodAttachOptions above, make sure they stay in sync and see about merging
/// and also when we cut V2, we should export a "StreamOptions" or somesuch that contains Stdin, Stdout, Stder and TTY
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodExecOptions {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// Redirect the standard input stream of the pod for this call.
    /// Defaults to false.
    /// +optional
    #[serde(rename = "stdin")]
    pub stdin: bool,
    /// Redirect the standard output stream of the pod for this call.
    /// +optional
    #[serde(rename = "stdout")]
    pub stdout: bool,
    /// Redirect the standard error stream of the pod for this call.
    /// +optional
    #[serde(rename = "stderr")]
    pub stderr: bool,
    /// TTY if true indicates that a tty will be allocated for the exec call.
    /// Defaults to false.
    /// +optional
    #[serde(rename = "tty")]
    pub tty: bool,
    /// Container in which to execute the command.
    /// Defaults to only container if there is only one container in the pod.
    /// +optional
    #[serde(rename = "container")]
    pub container: String,
    /// Command is the remote command to execute. argv array. Not executed within a shell.
    /// +listType=atomic
    #[serde(rename = "command")]
    pub command: Vec<String>,
}

/// +k8s:conversion-gen:explicit-from=net/url.Values
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.6
///
/// PodPortForwardOptions is the query options to a Pod's port forward call
/// when using WebSockets.
/// The `port` query parameter must specify the port or
/// ports (comma separated) to forward over.
/// Port forwarding over SPDY does not use these options. It requires the port
/// to be passed in the `port` header as part of request.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodPortForwardOptions {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// List of ports to forward
    /// Required when using WebSockets
    /// +optional
    /// +listType=atomic
    #[serde(rename = "ports", skip_serializing_if = "Vec::is_empty")]
    pub ports: Vec<i32>,
}

/// +k8s:conversion-gen:explicit-from=net/url.Values
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.0
///
/// PodProxyOptions is the query options to a Pod's proxy call.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodProxyOptions {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// Path is the URL path to use for the current proxy request to pod.
    /// +optional
    #[serde(rename = "path")]
    pub path: String,
}

/// +k8s:conversion-gen:explicit-from=net/url.Values
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.2
///
/// NodeProxyOptions is the query options to a Node's proxy call.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct NodeProxyOptions {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// Path is the URL path to use for the current proxy request to node.
    /// +optional
    #[serde(rename = "path")]
    pub path: String,
}

/// +k8s:conversion-gen:explicit-from=net/url.Values
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.2
///
/// ServiceProxyOptions is the query options to a Service's proxy call.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ServiceProxyOptions {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// Path is the part of URLs that include service endpoints, suffixes,
    /// and parameters to use for the current proxy request to service.
    /// For example, the whole request URL is
    /// http://localhost/api/v1/namespaces/kube-system/services/elasticsearch-logging/_search?q=user:kimchy.
    /// Path is _search?q=user:kimchy.
    /// +optional
    #[serde(rename = "path")]
    pub path: String,
}

/// ObjectReference contains enough information to let you inspect or modify the referred object.
/// ---
/// New uses of this type are discouraged because of difficulty describing its usage when embedded in APIs.
///  1. Ignored fields.  It includes many fields which are not generally honored.  For instance, ResourceVersion and FieldPath are both very rarely valid in actual usage.
///  2. Invalid usage help.  It is impossible to add specific help for individual usage.  In most embedded usages, there are particular
///     restrictions like, "must refer only to types A and B" or "UID not honored" or "name must be restricted".
///     Those cannot be well described when embedded.
///  3. Inconsistent validation.  Because the usages are different, the validation rules are different by usage, which makes it hard for users to predict what will happen.
///  4. The fields are both imprecise and overly precise.  Kind is not a precise mapping to a URL. This can produce ambiguity
///     during interpretation and require a REST mapping.  In most cases, the dependency is on the group,resource tuple
///     and the version of the actual struct is irrelevant.
///  5. We cannot easily change it.  Because this type is embedded in many locations, updates to this type
///     will affect numerous schemas.  Don't make new APIs embed an underspecified API type they do not control.
///
/// Instead of using this type, create a locally provided and used type that is well-focused on your reference.
/// For example, ServiceReferences for admission registration: https://github.com/kubernetes/api/blob/release-1.17/admissionregistration/v1/types.go#L533 .
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +structType=atomic
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ObjectReference {
    /// Kind of the referent.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    /// +optional
    #[serde(rename = "kind")]
    pub kind: String,
    /// Namespace of the referent.
    /// More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/namespaces/
    /// +optional
    #[serde(rename = "namespace")]
    pub namespace: String,
    /// Name of the referent.
    /// More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names
    /// +optional
    #[serde(rename = "name")]
    pub name: String,
    /// UID of the referent.
    /// More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#uids
    /// +optional
    #[serde(rename = "uid")]
    pub uid: String,
    /// API version of the referent.
    /// +optional
    #[serde(rename = "apiVersion")]
    pub api_version: String,
    /// Specific resourceVersion to which this reference is made, if any.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#concurrency-control-and-consistency
    /// +optional
    #[serde(rename = "resourceVersion")]
    pub resource_version: String,
    /// If referring to a piece of an object instead of an entire object, this string
    /// should contain a valid JSON/Go field access statement, such as desiredState.manifest.containers[2].
    /// For example, if the object reference is to a container within a pod, this would take on a value like:
    /// "spec.containers{name}" (where "name" refers to the name of the container that triggered
    /// the event) or if no container name is specified "spec.containers[2]" (container with
    /// index 2 in this pod). This syntax is chosen only to have some well-defined way of
    /// referencing a part of an object.
    /// TODO: this design is not final and this field is subject to change in the future.
    /// +optional
    #[serde(rename = "fieldPath")]
    pub field_path: String,
}

/// LocalObjectReference contains enough information to let you locate the
/// referenced object inside the same namespace.
/// ---
/// New uses of this type are discouraged because of difficulty describing its usage when embedded in APIs.
///  1. Invalid usage help.  It is impossible to add specific help for individual usage.  In most embedded usages, there are particular
///     restrictions like, "must refer only to types A and B" or "UID not honored" or "name must be restricted".
///     Those cannot be well described when embedded.
///  2. Inconsistent validation.  Because the usages are different, the validation rules are different by usage, which makes it hard for users to predict what will happen.
///  3. We cannot easily change it.  Because this type is embedded in many locations, updates to this type
///     will affect numerous schemas.  Don't make new APIs embed an underspecified API type they do not control.
///
/// Instead of using this type, create a locally provided and used type that is well-focused on your reference.
/// For example, ServiceReferences for admission registration: https://github.com/kubernetes/api/blob/release-1.17/admissionregistration/v1/types.go#L533 .
/// +structType=atomic
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct LocalObjectReference {
    /// Name of the referent.
    /// This field is effectively required, but due to backwards compatibility is
    /// allowed to be empty. Instances of this type with an empty value here are
    /// almost certainly wrong.
    /// More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names
    /// +optional
    /// +default=""
    /// +kubebuilder:default=""
    /// TODO: Drop `kubebuilder:default` when controller-gen doesn't need it https://github.com/kubernetes-sigs/kubebuilder/issues/3896.
    #[serde(rename = "name")]
    pub name: String,
}

/// TypedLocalObjectReference contains enough information to let you locate the
/// typed referenced object inside the same namespace.
/// ---
/// New uses of this type are discouraged because of difficulty describing its usage when embedded in APIs.
///  1. Invalid usage help.  It is impossible to add specific help for individual usage.  In most embedded usages, there are particular
///     restrictions like, "must refer only to types A and B" or "UID not honored" or "name must be restricted".
///     Those cannot be well described when embedded.
///  2. Inconsistent validation.  Because the usages are different, the validation rules are different by usage, which makes it hard for users to predict what will happen.
///  3. The fields are both imprecise and overly precise.  Kind is not a precise mapping to a URL. This can produce ambiguity
///     during interpretation and require a REST mapping.  In most cases, the dependency is on the group,resource tuple
///     and the version of the actual struct is irrelevant.
///  4. We cannot easily change it.  Because this type is embedded in many locations, updates to this type
///     will affect numerous schemas.  Don't make new APIs embed an underspecified API type they do not control.
///
/// Instead of using this type, create a locally provided and used type that is well-focused on your reference.
/// For example, ServiceReferences for admission registration: https://github.com/kubernetes/api/blob/release-1.17/admissionregistration/v1/types.go#L533 .
/// +structType=atomic
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct TypedLocalObjectReference {
    /// APIGroup is the group for the resource being referenced.
    /// If APIGroup is not specified, the specified Kind must be in the core API group.
    /// For any other third-party types, APIGroup is required.
    /// +optional
    #[serde(rename = "apiGroup", skip_serializing_if = "Option::is_none")]
    pub api_group: Option<String>,
    /// Kind is the type of resource being referenced
    #[serde(rename = "kind")]
    pub kind: String,
    /// Name is the name of resource being referenced
    #[serde(rename = "name")]
    pub name: String,
}

/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.0
///
/// SerializedReference is a reference to serialized object.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct SerializedReference {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// The reference to an object in the system.
    /// +optional
    #[serde(rename = "reference")]
    pub reference: ObjectReference,
}

/// EventSource contains information for an event.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct EventSource {
    /// Component from which the event is generated.
    /// +optional
    #[serde(rename = "component")]
    pub component: String,
    /// Node name on which the event is generated.
    /// +optional
    #[serde(rename = "host")]
    pub host: String,
}

/// +genclient
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.0
///
/// Event is a report of an event somewhere in the cluster.  Events
/// have a limited retention time and triggers and messages may evolve
/// with time.  Event consumers should not rely on the timing of an event
/// with a given Reason reflecting a consistent underlying trigger, or the
/// continued existence of events with that Reason.  Events should be
/// treated as informative, best-effort, supplemental data.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Event {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// Standard object's metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// The object that this event is about.
    #[serde(rename = "involvedObject")]
    pub involved_object: ObjectReference,
    /// This should be a short, machine understandable string that gives the reason
    /// for the transition into the object's current status.
    /// TODO: provide exact specification for format.
    /// +optional
    #[serde(rename = "reason")]
    pub reason: String,
    /// A human-readable description of the status of this operation.
    /// TODO: decide on maximum length.
    /// +optional
    #[serde(rename = "message")]
    pub message: String,
    /// The component reporting this event. Should be a short machine understandable string.
    /// +optional
    #[serde(rename = "source")]
    pub source: EventSource,
    /// The time at which the event was first recorded. (Time of server receipt is in TypeMeta.)
    /// +optional
    #[serde(rename = "firstTimestamp")]
    pub first_timestamp: String,
    /// The time at which the most recent occurrence of this event was recorded.
    /// +optional
    #[serde(rename = "lastTimestamp")]
    pub last_timestamp: String,
    /// The number of times this event has occurred.
    /// +optional
    #[serde(rename = "count")]
    pub count: i32,
    /// Type of this event (Normal, Warning), new types could be added in the future
    /// +optional
    #[serde(rename = "type")]
    pub type_: String,
    /// Time when this Event was first observed.
    /// +optional
    #[serde(rename = "eventTime")]
    pub event_time: String,
    /// Data about the Event series this event represents or nil if it's a singleton Event.
    /// +optional
    #[serde(rename = "series", skip_serializing_if = "Option::is_none")]
    pub series: Option<EventSeries>,
    /// What action was taken/failed regarding to the Regarding object.
    /// +optional
    #[serde(rename = "action")]
    pub action: String,
    /// Optional secondary object for more complex actions.
    /// +optional
    #[serde(rename = "related", skip_serializing_if = "Option::is_none")]
    pub related: Option<ObjectReference>,
    /// Name of the controller that emitted this Event, e.g. `kubernetes.io/kubelet`.
    /// +optional
    #[serde(rename = "reportingComponent")]
    pub reporting_controller: String,
    /// ID of the controller instance, e.g. `kubelet-xyzf`.
    /// +optional
    #[serde(rename = "reportingInstance")]
    pub reporting_instance: String,
}

/// EventSeries contain information on series of events, i.e. thing that was/is happening
/// continuously for some time.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct EventSeries {
    /// Number of occurrences in this series up to the last heartbeat time
    #[serde(rename = "count")]
    pub count: i32,
    /// Time of the last occurrence observed
    #[serde(rename = "lastObservedTime")]
    pub last_observed_time: String,
}

/// LimitType is a type of object that is limited. It can be Pod, Container, PersistentVolumeClaim or
/// a fully qualified resource name.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct LimitType(pub String);

/// LimitRangeItem defines a min/max usage limit for any resource that matches on kind.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct LimitRangeItem {
    /// Type of resource that this limit applies to.
    #[serde(rename = "type")]
    pub type_: LimitType,
    /// Max usage constraints on this kind by resource name.
    /// +optional
    #[serde(rename = "max")]
    pub max: ResourceList,
    /// Min usage constraints on this kind by resource name.
    /// +optional
    #[serde(rename = "min")]
    pub min: ResourceList,
    /// Default resource requirement limit value by resource name if resource limit is omitted.
    /// +optional
    #[serde(rename = "default")]
    pub default: ResourceList,
    /// DefaultRequest is the default resource requirement request value by resource name if resource request is omitted.
    /// +optional
    #[serde(rename = "defaultRequest")]
    pub default_request: ResourceList,
    /// MaxLimitRequestRatio if specified, the named resource must have a request and limit that are both non-zero where limit divided by request is less than or equal to the enumerated value; this represents the max burst for the named resource.
    /// +optional
    #[serde(rename = "maxLimitRequestRatio")]
    pub max_limit_request_ratio: ResourceList,
}

/// LimitRangeSpec defines a min/max usage limit for resources that match on kind.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct LimitRangeSpec {
    /// Limits is the list of LimitRangeItem objects that are enforced.
    /// +listType=atomic
    #[serde(rename = "limits")]
    pub limits: Vec<LimitRangeItem>,
}

/// +genclient
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.0
///
/// LimitRange sets resource usage limits for each kind of resource in a Namespace.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct LimitRange {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// Standard object's metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// Spec defines the limits enforced.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    /// +optional
    #[serde(rename = "spec")]
    pub spec: LimitRangeSpec,
}

/// A ResourceQuotaScope defines a filter that must match each object tracked by a quota
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct ResourceQuotaScope(pub String);

/// ResourceQuotaSpec defines the desired hard limits to enforce for Quota.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ResourceQuotaSpec {
    /// hard is the set of desired hard limits for each named resource.
    /// More info: https://kubernetes.io/docs/concepts/policy/resource-quotas/
    /// +optional
    #[serde(rename = "hard")]
    pub hard: ResourceList,
    /// A collection of filters that must match each object tracked by a quota.
    /// If not specified, the quota matches all objects.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "scopes", skip_serializing_if = "Vec::is_empty")]
    pub scopes: Vec<ResourceQuotaScope>,
    /// scopeSelector is also a collection of filters like scopes that must match each object tracked by a quota
    /// but expressed using ScopeSelectorOperator in combination with possible values.
    /// For a resource to match, both scopes AND scopeSelector (if specified in spec), must be matched.
    /// +optional
    #[serde(rename = "scopeSelector", skip_serializing_if = "Option::is_none")]
    pub scope_selector: Option<ScopeSelector>,
}

/// A scope selector represents the AND of the selectors represented
/// by the scoped-resource selector requirements.
/// +structType=atomic
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ScopeSelector {
    /// A list of scope selector requirements by scope of the resources.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "matchExpressions", skip_serializing_if = "Vec::is_empty")]
    pub match_expressions: Vec<ScopedResourceSelectorRequirement>,
}

/// A scoped-resource selector requirement is a selector that contains values, a scope name, and an operator
/// that relates the scope name and values.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ScopedResourceSelectorRequirement {
    /// The name of the scope that the selector applies to.
    #[serde(rename = "scopeName")]
    pub scope_name: ResourceQuotaScope,
    /// Represents a scope's relationship to a set of values.
    /// Valid operators are In, NotIn, Exists, DoesNotExist.
    #[serde(rename = "operator")]
    pub operator: ScopeSelectorOperator,
    /// An array of string values. If the operator is In or NotIn,
    /// the values array must be non-empty. If the operator is Exists or DoesNotExist,
    /// the values array must be empty.
    /// This array is replaced during a strategic merge patch.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "values", skip_serializing_if = "Vec::is_empty")]
    pub values: Vec<String>,
}

/// A scope selector operator is the set of operators that can be used in
/// a scope selector requirement.
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct ScopeSelectorOperator(pub String);

/// ResourceQuotaStatus defines the enforced hard limits and observed use.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ResourceQuotaStatus {
    /// Hard is the set of enforced hard limits for each named resource.
    /// More info: https://kubernetes.io/docs/concepts/policy/resource-quotas/
    /// +optional
    #[serde(rename = "hard")]
    pub hard: ResourceList,
    /// Used is the current observed total usage of the resource in the namespace.
    /// +optional
    #[serde(rename = "used")]
    pub used: ResourceList,
}

/// +genclient
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.0
///
/// ResourceQuota sets aggregate quota restrictions enforced per namespace
/// +k8s:supportsSubresource="/status"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ResourceQuota {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// Standard object's metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// Spec defines the desired quota.
    /// https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    /// +optional
    #[serde(rename = "spec")]
    pub spec: ResourceQuotaSpec,
    /// Status defines the actual enforced quota and its current usage.
    /// https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    /// +optional
    #[serde(rename = "status")]
    pub status: ResourceQuotaStatus,
}

/// +genclient
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.0
///
/// Secret holds secret data of a certain type. The total bytes of the values in
/// the Data field must be less than MaxSecretSize bytes.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Secret {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// Standard object's metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// Immutable, if set to true, ensures that data stored in the Secret cannot
    /// be updated (only object metadata can be modified).
    /// If not set to true, the field can be modified at any time.
    /// Defaulted to nil.
    /// +optional
    #[serde(rename = "immutable", skip_serializing_if = "Option::is_none")]
    pub immutable: Option<bool>,
    /// Data contains the secret data. Each key must consist of alphanumeric
    /// characters, '-', '_' or '.'. The serialized form of the secret data is a
    /// base64 encoded string, representing the arbitrary (possibly non-string)
    /// data value here. Described in https://tools.ietf.org/html/rfc4648#section-4
    /// +optional
    #[serde(rename = "data", skip_serializing_if = "BTreeMap::is_empty")]
    pub data: BTreeMap<String, String>,
    /// stringData allows specifying non-binary secret data in string form.
    /// It is provided as a write-only input field for convenience.
    /// All keys and values are merged into the data field on write, overwriting any existing values.
    /// The stringData field is never output when reading from the API.
    /// +k8s:conversion-gen=false
    /// +optional
    #[serde(rename = "stringData", skip_serializing_if = "BTreeMap::is_empty")]
    pub string_data: BTreeMap<String, String>,
    /// Used to facilitate programmatic handling of secret data.
    /// More info: https://kubernetes.io/docs/concepts/configuration/secret/#secret-types
    /// +optional
    /// +k8s:optional
    /// +k8s:alpha(since: "1.37")=+k8s:immutable
    #[serde(rename = "type")]
    pub type_: SecretType,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct SecretType(pub String);

/// +genclient
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.2
///
/// ConfigMap holds configuration data for pods to consume.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ConfigMap {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// Standard object's metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// Immutable, if set to true, ensures that data stored in the ConfigMap cannot
    /// be updated (only object metadata can be modified).
    /// If not set to true, the field can be modified at any time.
    /// Defaulted to nil.
    /// +optional
    #[serde(rename = "immutable", skip_serializing_if = "Option::is_none")]
    pub immutable: Option<bool>,
    /// Data contains the configuration data.
    /// Each key must consist of alphanumeric characters, '-', '_' or '.'.
    /// Values with non-UTF-8 byte sequences must use the BinaryData field.
    /// The keys stored in Data must not overlap with the keys in
    /// the BinaryData field, this is enforced during validation process.
    /// +optional
    #[serde(rename = "data", skip_serializing_if = "BTreeMap::is_empty")]
    pub data: BTreeMap<String, String>,
    /// BinaryData contains the binary data.
    /// Each key must consist of alphanumeric characters, '-', '_' or '.'.
    /// BinaryData can contain byte sequences that are not in the UTF-8 range.
    /// The keys stored in BinaryData must not overlap with the ones in
    /// the Data field, this is enforced during validation process.
    /// Using this field will require 1.10+ apiserver and
    /// kubelet.
    /// Note: BinaryData keys are not currently propagated to container env vars
    /// via ConfigMapKeyRef or ConfigMapRef env sources; only Data keys are used.
    /// +optional
    #[serde(rename = "binaryData", skip_serializing_if = "BTreeMap::is_empty")]
    pub binary_data: BTreeMap<String, String>,
}

/// Type and constants for component health validation.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct ComponentConditionType(pub String);

/// Information about the condition of a component.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ComponentCondition {
    /// Type of condition for a component.
    /// Valid value: "Healthy"
    #[serde(rename = "type")]
    pub type_: ComponentConditionType,
    /// Status of the condition for a component.
    /// Valid values for "Healthy": "True", "False", or "Unknown".
    #[serde(rename = "status")]
    pub status: ConditionStatus,
    /// Message about the condition for a component.
    /// For example, information about a health check.
    /// +optional
    #[serde(rename = "message")]
    pub message: String,
    /// Condition error code for a component.
    /// For example, a health check error code.
    /// +optional
    #[serde(rename = "error")]
    pub error: String,
}

/// +genclient
/// +genclient:nonNamespaced
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.0
///
/// ComponentStatus (and ComponentStatusList) holds the cluster validation info.
/// Deprecated: This API is deprecated in v1.19+
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ComponentStatus {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// Standard object's metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    /// +k8s:opaqueType
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// List of component conditions observed
    /// +optional
    /// +patchMergeKey=type
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=type
    #[serde(rename = "conditions", skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<ComponentCondition>,
}

/// DownwardAPIVolumeSource represents a volume containing downward API info.
/// Downward API volumes support ownership management and SELinux relabeling.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct DownwardAPIVolumeSource {
    /// Items is a list of downward API volume file
    /// +optional
    /// +listType=atomic
    #[serde(rename = "items", skip_serializing_if = "Vec::is_empty")]
    pub items: Vec<DownwardAPIVolumeFile>,
    /// Optional: mode bits to use on created files by default. Must be a
    /// Optional: mode bits used to set permissions on created files by default.
    /// Must be an octal value between 0000 and 0777 or a decimal value between 0 and 511.
    /// YAML accepts both octal and decimal values, JSON requires decimal values for mode bits.
    /// Defaults to 0644.
    /// Directories within the path are not affected by this setting.
    /// This might be in conflict with other options that affect the file
    /// mode, like fsGroup, and the result can be other mode bits set.
    /// +optional
    #[serde(rename = "defaultMode", skip_serializing_if = "Option::is_none")]
    pub default_mode: Option<i32>,
    /// defaultUser is Optional: The owner UID of the created files by default.
    /// The defaultUser field is only used as a fallback when the item-level user field is unset.
    /// (Alpha) This field requires the AtomicWriteVolumeUserFields feature gate to be enabled.
    /// +featureGate=AtomicWriteVolumeUserFields
    /// +optional
    #[serde(rename = "defaultUser", skip_serializing_if = "Option::is_none")]
    pub default_user: Option<i64>,
}

/// DownwardAPIVolumeFile represents information to create the file containing the pod field
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct DownwardAPIVolumeFile {
    /// Required: Path is  the relative path name of the file to be created. Must not be absolute or contain the '..' path. Must be utf-8 encoded. The first item of the relative path must not start with '..'
    #[serde(rename = "path")]
    pub path: String,
    /// Required: Selects a field of the pod: only annotations, labels, name, namespace and uid are supported.
    /// +optional
    #[serde(rename = "fieldRef", skip_serializing_if = "Option::is_none")]
    pub field_ref: Option<ObjectFieldSelector>,
    /// Selects a resource of the container: only resources limits and requests
    /// (limits.cpu, limits.memory, requests.cpu and requests.memory) are currently supported.
    /// +optional
    #[serde(rename = "resourceFieldRef", skip_serializing_if = "Option::is_none")]
    pub resource_field_ref: Option<ResourceFieldSelector>,
    /// Optional: mode bits used to set permissions on this file, must be an octal value
    /// between 0000 and 0777 or a decimal value between 0 and 511.
    /// YAML accepts both octal and decimal values, JSON requires decimal values for mode bits.
    /// If not specified, the volume defaultMode will be used.
    /// This might be in conflict with other options that affect the file
    /// mode, like fsGroup, and the result can be other mode bits set.
    /// +optional
    #[serde(rename = "mode", skip_serializing_if = "Option::is_none")]
    pub mode: Option<i32>,
    /// user is Optional: The owner UID of the created file.
    /// If specified, the item-level user field takes precedence over defaultUser.
    /// (Alpha) This field requires the AtomicWriteVolumeUserFields feature gate to be enabled.
    /// +featureGate=AtomicWriteVolumeUserFields
    /// +optional
    #[serde(rename = "user", skip_serializing_if = "Option::is_none")]
    pub user: Option<i64>,
}

/// Represents downward API info for projecting into a projected volume.
/// Note that this is identical to a downwardAPI volume source without the default
/// mode.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct DownwardAPIProjection {
    /// Items is a list of DownwardAPIVolume file
    /// +optional
    /// +listType=atomic
    #[serde(rename = "items", skip_serializing_if = "Vec::is_empty")]
    pub items: Vec<DownwardAPIVolumeFile>,
}

/// SecurityContext holds security configuration that will be applied to a container.
/// Some fields are present in both SecurityContext and PodSecurityContext.  When both
/// are set, the values in SecurityContext take precedence.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct SecurityContext {
    /// The capabilities to add/drop when running containers.
    /// Defaults to the default set of capabilities granted by the container runtime.
    /// Note that this field cannot be set when spec.os.name is windows.
    /// +optional
    #[serde(rename = "capabilities", skip_serializing_if = "Option::is_none")]
    pub capabilities: Option<Capabilities>,
    /// Run container in privileged mode.
    /// Processes in privileged containers are essentially equivalent to root on the host.
    /// Defaults to false.
    /// Note that this field cannot be set when spec.os.name is windows.
    /// +optional
    #[serde(rename = "privileged", skip_serializing_if = "Option::is_none")]
    pub privileged: Option<bool>,
    /// The SELinux context to be applied to the container.
    /// If unspecified, the container runtime will allocate a random SELinux context for each
    /// container.  May also be set in PodSecurityContext.  If set in both SecurityContext and
    /// PodSecurityContext, the value specified in SecurityContext takes precedence.
    /// Note that this field cannot be set when spec.os.name is windows.
    /// +optional
    #[serde(rename = "seLinuxOptions", skip_serializing_if = "Option::is_none")]
    pub se_linux_options: Option<SELinuxOptions>,
    /// The Windows specific settings applied to all containers.
    /// If unspecified, the options from the PodSecurityContext will be used.
    /// If set in both SecurityContext and PodSecurityContext, the value specified in SecurityContext takes precedence.
    /// Note that this field cannot be set when spec.os.name is linux.
    /// +optional
    #[serde(rename = "windowsOptions", skip_serializing_if = "Option::is_none")]
    pub windows_options: Option<WindowsSecurityContextOptions>,
    /// The UID to run the entrypoint of the container process.
    /// Defaults to user specified in image metadata if unspecified.
    /// May also be set in PodSecurityContext.  If set in both SecurityContext and
    /// PodSecurityContext, the value specified in SecurityContext takes precedence.
    /// Note that this field cannot be set when spec.os.name is windows.
    /// +optional
    #[serde(rename = "runAsUser", skip_serializing_if = "Option::is_none")]
    pub run_as_user: Option<i64>,
    /// The GID to run the entrypoint of the container process.
    /// Uses runtime default if unset.
    /// May also be set in PodSecurityContext.  If set in both SecurityContext and
    /// PodSecurityContext, the value specified in SecurityContext takes precedence.
    /// Note that this field cannot be set when spec.os.name is windows.
    /// +optional
    #[serde(rename = "runAsGroup", skip_serializing_if = "Option::is_none")]
    pub run_as_group: Option<i64>,
    /// Indicates that the container must run as a non-root user.
    /// If true, the Kubelet will validate the image at runtime to ensure that it
    /// does not run as UID 0 (root) and fail to start the container if it does.
    /// If unset or false, no such validation will be performed.
    /// May also be set in PodSecurityContext.  If set in both SecurityContext and
    /// PodSecurityContext, the value specified in SecurityContext takes precedence.
    /// +optional
    #[serde(rename = "runAsNonRoot", skip_serializing_if = "Option::is_none")]
    pub run_as_non_root: Option<bool>,
    /// Whether this container has a read-only root filesystem.
    /// Default is false.
    /// Note that this field cannot be set when spec.os.name is windows.
    /// +optional
    #[serde(rename = "readOnlyRootFilesystem", skip_serializing_if = "Option::is_none")]
    pub read_only_root_filesystem: Option<bool>,
    /// AllowPrivilegeEscalation controls whether a process can gain more
    /// privileges than its parent process. This bool directly controls if
    /// the no_new_privs flag will be set on the container process.
    /// AllowPrivilegeEscalation is true always when the container is:
    /// 1) run as Privileged
    /// 2) has CAP_SYS_ADMIN
    /// Note that this field cannot be set when spec.os.name is windows.
    /// +optional
    #[serde(rename = "allowPrivilegeEscalation", skip_serializing_if = "Option::is_none")]
    pub allow_privilege_escalation: Option<bool>,
    /// procMount denotes the type of proc mount to use for the containers.
    /// The default value is Default which uses the container runtime defaults for
    /// readonly paths and masked paths.
    /// Note that this field cannot be set when spec.os.name is windows.
    /// +optional
    #[serde(rename = "procMount", skip_serializing_if = "Option::is_none")]
    pub proc_mount: Option<ProcMountType>,
    /// The seccomp options to use by this container. If seccomp options are
    /// provided at both the pod & container level, the container options
    /// override the pod options.
    /// Note that this field cannot be set when spec.os.name is windows.
    /// +optional
    #[serde(rename = "seccompProfile", skip_serializing_if = "Option::is_none")]
    pub seccomp_profile: Option<SeccompProfile>,
    /// appArmorProfile is the AppArmor options to use by this container. If set, this profile
    /// overrides the pod's appArmorProfile.
    /// Note that this field cannot be set when spec.os.name is windows.
    /// +optional
    #[serde(rename = "appArmorProfile", skip_serializing_if = "Option::is_none")]
    pub app_armor_profile: Option<AppArmorProfile>,
}

/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct ProcMountType(pub String);

/// SELinuxOptions are the labels to be applied to the container
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct SELinuxOptions {
    /// User is a SELinux user label that applies to the container.
    /// +optional
    #[serde(rename = "user")]
    pub user: String,
    /// Role is a SELinux role label that applies to the container.
    /// +optional
    #[serde(rename = "role")]
    pub role: String,
    /// Type is a SELinux type label that applies to the container.
    /// +optional
    #[serde(rename = "type")]
    pub type_: String,
    /// Level is SELinux level label that applies to the container.
    /// +optional
    #[serde(rename = "level")]
    pub level: String,
}

/// WindowsSecurityContextOptions contain Windows-specific options and credentials.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct WindowsSecurityContextOptions {
    /// GMSACredentialSpecName is the name of the GMSA credential spec to use.
    /// +optional
    #[serde(rename = "gmsaCredentialSpecName", skip_serializing_if = "Option::is_none")]
    pub gmsa_credential_spec_name: Option<String>,
    /// GMSACredentialSpec is where the GMSA admission webhook
    /// (https://github.com/kubernetes-sigs/windows-gmsa) inlines the contents of the
    /// GMSA credential spec named by the GMSACredentialSpecName field.
    /// +optional
    #[serde(rename = "gmsaCredentialSpec", skip_serializing_if = "Option::is_none")]
    pub gmsa_credential_spec: Option<String>,
    /// The UserName in Windows to run the entrypoint of the container process.
    /// Defaults to the user specified in image metadata if unspecified.
    /// May also be set in PodSecurityContext. If set in both SecurityContext and
    /// PodSecurityContext, the value specified in SecurityContext takes precedence.
    /// +optional
    #[serde(rename = "runAsUserName", skip_serializing_if = "Option::is_none")]
    pub run_as_user_name: Option<String>,
    /// HostProcess determines if a container should be run as a 'Host Process' container.
    /// All of a Pod's containers must have the same effective HostProcess value
    /// (it is not allowed to have a mix of HostProcess containers and non-HostProcess containers).
    /// In addition, if HostProcess is true then HostNetwork must also be set to true.
    /// +optional
    #[serde(rename = "hostProcess", skip_serializing_if = "Option::is_none")]
    pub host_process: Option<bool>,
}

/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.0
///
/// RangeAllocation is not a public type.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct RangeAllocation {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// Standard object's metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    /// +k8s:opaqueType
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// Range is string that identifies the range represented by 'data'.
    #[serde(rename = "range")]
    pub range: String,
    /// Data is a bit array containing all allocated addresses in the previous segment.
    #[serde(rename = "data")]
    pub data: String,
}

/// Sysctl defines a kernel parameter to be set
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Sysctl {
    /// Name of a property to set
    #[serde(rename = "name")]
    pub name: String,
    /// Value of a property to set
    #[serde(rename = "value")]
    pub value: String,
}

/// PortStatus represents the error condition of a service port
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PortStatus {
    /// Port is the port number of the service port of which status is recorded here
    #[serde(rename = "port")]
    pub port: i32,
    /// Protocol is the protocol of the service port of which status is recorded here
    /// The supported values are: "TCP", "UDP", "SCTP"
    #[serde(rename = "protocol")]
    pub protocol: Protocol,
    /// Error is to record the problem with the service port
    /// The format of the error shall comply with the following rules:
    /// - built-in error values shall be specified in this file and those shall use
    ///   CamelCase names
    /// - cloud provider specific error values must have names that comply with the
    ///   format foo.example.com/CamelCase.
    /// ---
    /// The regex it matches is (dns1123SubdomainFmt/)?(qualifiedNameFmt)
    /// +optional
    /// +kubebuilder:validation:Required
    /// +kubebuilder:validation:Pattern=`^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$`
    /// +kubebuilder:validation:MaxLength=316
    #[serde(rename = "error", skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// LoadBalancerIPMode represents the mode of the LoadBalancer ingress IP
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct LoadBalancerIPMode(pub String);

/// ImageVolumeSource represents a image volume resource.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ImageVolumeSource {
    /// Required: Image or artifact reference to be used.
    /// Behaves in the same way as pod.spec.containers[*].image.
    /// Pull secrets will be assembled in the same way as for the container image by looking up node credentials, SA image pull secrets, and pod spec image pull secrets.
    /// More info: https://kubernetes.io/docs/concepts/containers/images
    /// This field is optional to allow higher level config management to default or override
    /// container images in workload controllers like Deployments and StatefulSets.
    /// +optional
    #[serde(rename = "reference")]
    pub reference: String,
    /// Policy for pulling OCI objects. Possible values are:
    /// Always: the kubelet always attempts to pull the reference. Container creation will fail If the pull fails.
    /// Never: the kubelet never pulls the reference and only uses a local image or artifact. Container creation will fail if the reference isn't present.
    /// IfNotPresent: the kubelet pulls if the reference isn't already present on disk. Container creation will fail if the reference isn't present and the pull fails.
    /// Defaults to Always if :latest tag is specified, or IfNotPresent otherwise.
    /// +optional
    #[serde(rename = "pullPolicy")]
    pub pull_policy: PullPolicy,
}

/// NodeAllocatableResourceClaimStatus describes the status of node allocatable resources allocated via DRA.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct NodeAllocatableResourceClaimStatus {
    /// ResourceClaimName is the resource claim referenced by the pod that resulted in this node allocatable resource allocation.
    /// +required
    /// +k8s:required
    #[serde(rename = "resourceClaimName")]
    pub resource_claim_name: String,
    /// Containers lists the names of all containers in this pod that reference the claim.
    /// +optional
    /// +listType=set
    /// +k8s:optional
    /// +k8s:listType=set
    #[serde(rename = "containers", skip_serializing_if = "Vec::is_empty")]
    pub containers: Vec<String>,
    /// Mapping contains allocations through devices mapped in the device spec's `nodeAllocatableResources[...].mapping` field.
    /// This is used by kubelet for pod level and container-level cgroup enforcement.
    /// +optional
    /// +patchStrategy=merge
    /// +patchMergeKey=name
    /// +listType=map
    /// +listMapKey=name
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    #[serde(rename = "mapping", skip_serializing_if = "Vec::is_empty")]
    pub mapping: Vec<NodeAllocatableMappedResources>,
    /// Overhead contains allocations through devices mapped in the device spec's `nodeAllocatableResources[...].overhead` field.
    /// This is used by kubelet for pod level and container-level cgroup enforcement.
    /// +optional
    /// +patchStrategy=merge
    /// +patchMergeKey=name
    /// +listType=map
    /// +listMapKey=name
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    #[serde(rename = "overhead", skip_serializing_if = "Vec::is_empty")]
    pub overhead: Vec<NodeAllocatableOverheadResources>,
}

/// NodeAllocatableMappedResources describes mapped node allocatable resource allocations.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct NodeAllocatableMappedResources {
    /// Name is the name of the resource (e.g., cpu, memory).
    /// +required
    /// +k8s:required
    #[serde(rename = "name")]
    pub name: ResourceName,
    /// Quantity is the total node allocatable resource capacity allocated for the claim.
    /// This claim's allocated devices is shared by all the containers referencing the claim.
    /// Kubelet adds this value to both requests and limits at the pod-level cgroup, and to limits at the container-level cgroup for each container referencing the claim.
    /// +required
    /// +k8s:required
    #[serde(rename = "quantity", skip_serializing_if = "Option::is_none")]
    pub quantity: Option<k8s_openapi::apimachinery::pkg::api::resource::Quantity>,
}

/// NodeAllocatableOverheadResources describes auxiliary overhead resource allocations.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct NodeAllocatableOverheadResources {
    /// Name is the name of the resource (e.g., cpu, memory).
    /// +required
    /// +k8s:required
    #[serde(rename = "name")]
    pub name: ResourceName,
    /// PerPod is the flat overhead quantity allocated per pod.
    /// Adding to each container limit allows individual containers to utilize the overhead, while the parent pod-level cgroup limit caps the total usage at the pod boundary where the overhead is accounted for exactly once.
    /// At least one of PerPod or PerContainer must be specified. Specifying neither is an invalid configuration.
    /// +optional
    /// +k8s:optional
    #[serde(rename = "perPod", skip_serializing_if = "Option::is_none")]
    pub per_pod: Option<k8s_openapi::apimachinery::pkg::api::resource::Quantity>,
    /// PerContainer is the variable overhead quantity applied for each container referencing the claim.
    /// The container references are recorded in `nodeAllocatableResourceClaimStatuses.containers`.
    /// The total overhead quantity allocated for the claim is computed as:
    /// Quantity = PerPod + (PerContainer * NumReferences)
    /// Kubelet accounts for this overhead in cgroups:
    /// - Pod-level cgroup (requests and limits): Kubelet adds PerPod + (PerContainer * NumReferences).
    /// - Container-level cgroup (limits only): Kubelet adds PerPod + PerContainer for each referencing container.
    /// This allows any single container to access the pod-level overhead, while the parent cgroup caps the total usage to account for PerPod exactly once.
    /// At least one of PerPod or PerContainer must be specified. Specifying neither is an invalid configuration.
    /// +optional
    /// +k8s:optional
    #[serde(rename = "perContainer", skip_serializing_if = "Option::is_none")]
    pub per_container: Option<k8s_openapi::apimachinery::pkg::api::resource::Quantity>,
}
