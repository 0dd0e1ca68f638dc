import Foundation

/// What a run does with the files it rewrites.
public enum RunMode: String, Sendable {
  /// Computes the changes and their diff; writes nothing.
  case diff
  /// Writes the changes (atomically, file by file).
  case apply
  /// Like `diff`; the caller reports findings.
  case check
}

public struct EngineOptions: Sendable {
  public var mode: RunMode
  /// The enabled migrations, in registry order.
  public var migrations: [any Migration]
  public var includeReview: Bool
  public var deploymentTargets: DeploymentTargets
  public var jobs: Int
  public var maxPasses: Int
  public var currentDirectory: String
  /// Whether reports carry the unified diff and line edits of changed files (for `diff`
  /// and JSON output); text `check` and `apply` do not print them.
  public var rendersChanges: Bool
  /// With `rendersChanges`, whether reports carry the line edits too (JSON output reads
  /// them; the text diff prints the unified diff only).
  public var rendersLineEdits = true
  /// Paths left out of the run (`--exclude-paths`).
  public var excludedPaths: [PathGlob] = []
  /// The files rewritten and reported; the others are only read for the index.
  public var selection: FileSelection?
  /// Where each file's deployment targets come from.
  public var targetSource = TargetSource.given
  /// How many bytes of source the index pass may keep parsed for the rewriting pass, so
  /// that a file is parsed once even when its migrations need the complete index (a tree
  /// waiting for that pass takes about three and a half times its source's size, see
  /// `SourceFile.dropDerivedTables()`). Past it, a file is rewritten in
  /// the index pass against a probing index, and parsed again only if the complete index
  /// answers one of its questions differently. With a migration that has late facts
  /// (`Migration.hasLateFacts`), files outside the selection are kept too, until their late
  /// facts are recorded (generated code is not: see `Engine.process`). 32 MB of source is
  /// about 110 MB of trees; anytype-swift, yattee and duckduckgo-iOS together (21 MB) fit.
  public var retainedSourceBytes = 32 << 20
  /// Whether a run frees its index and per-file tables when it ends. The command line
  /// turns this off: its process exits right after, and freeing hundreds of thousands of
  /// small objects one by one on the main thread costs more than the exit (compilers do
  /// the same: clang's `-disable-free`).
  public var freesIndexAtEnd = true

  public enum TargetSource: Sendable {
    /// `deploymentTargets` for every file, and no project files read (tests, the fuzzer).
    case given
    /// The project model (`ProjectDiscovery`): each file gets its module's targets, and
    /// helper files go into the module that needs them.
    case project
    /// The project model for modules and helper files; `deploymentTargets` (the
    /// `--deployment-target` flag) for every file.
    case projectOverriddenByFlag
  }
  /// Editors (`--stdin-path`): the bytes of the file at this absolute location come from
  /// here, not the disk, and it is never written (`apply` puts the result in the report's
  /// `rewritten`); the file need not exist. Helper files are not written either.
  public var sourceOverride: SourceOverride?
  /// `--add-suppressions`: instead of fixing, a file gets a `disable:next … -- baseline`
  /// comment above each line with a finding `check` shows (`SuppressionBaseline`).
  public var addsSuppressions = false
  /// `--report-unused-suppressions`: reports list the suppression comments that switched
  /// nothing off.
  public var suppressionAudit: SuppressionAudit?

  public init(
    mode: RunMode, migrations: [any Migration], includeReview: Bool = false,
    deploymentTargets: DeploymentTargets = DeploymentTargets(),
    jobs: Int = ParallelRunner.defaultJobs,
    maxPasses: Int = 8, currentDirectory: String = FileManager.default.currentDirectoryPath,
    rendersChanges: Bool = true
  ) {
    self.mode = mode
    self.migrations = migrations
    self.includeReview = includeReview
    self.deploymentTargets = deploymentTargets
    self.jobs = jobs
    self.maxPasses = maxPasses
    self.currentDirectory = currentDirectory
    self.rendersChanges = rendersChanges
  }
}

/// The source of one file as an editor has it (`--stdin-path`).
public struct SourceOverride: Sendable {
  /// Absolute, normalised.
  public var location: String
  public var bytes: [UInt8]

  public init(location: String, bytes: [UInt8]) {
    self.location = location
    self.bytes = bytes
  }
}
