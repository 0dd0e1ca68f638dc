import SwiftCST

/// What the targets compiling a file build, as the project model says: a widget extension,
/// an app that also builds for Mac Catalyst. A migration asks these, never the project files.
extension MigrationContext {
  /// Whether a target compiling the file is a widget extension: an app extension whose
  /// extension point is `com.apple.widgetkit-extension` (its Info.plist or XcodeGen `info`),
  /// or, when the project does not say which extension it is, one whose files declare the
  /// `@main` `WidgetBundle` or `Widget`. False without a project model.
  public var isWidgetExtension: Bool {
    guard let placement else { return false }
    if placement.isInWidgetExtension { return true }
    return placement.extensionsOfUnknownKind.contains {
      !index.valueSet(forKey: ProductFacts.widgetEntryKey, inModule: $0).isEmpty
    }
  }

  /// Whether the file's views may be drawn in a widget: a widget extension compiles it, or
  /// it imports WidgetKit and some module compiling it may be linked into one (a package
  /// target, a framework, a file no project places). A file that only apps and extensions of
  /// other kinds compile draws no widget, even when it imports WidgetKit (an app does, to
  /// reload its widgets' timelines).
  public func mayDrawWidgets(_ file: SourceFile) -> Bool {
    if isWidgetExtension { return true }
    guard !isOnlyInApps else { return false }
    return file.nodes(.importDecl).contains { node in
      node.tokens.dropFirst().contains { $0.text == "WidgetKit" }
    }
  }

  /// Whether every target compiling the file builds an app or an app extension, as its Xcode
  /// project says: nothing links against its public API (no library evolution, no clients
  /// to rebuild). False without a project model and for package targets.
  public var isOnlyInApps: Bool { placement?.isOnlyInApps ?? false }

  /// Whether a module compiling the file may be built with library evolution
  /// (`BUILD_LIBRARY_FOR_DISTRIBUTION = YES`, `-enable-library-evolution`), so that its
  /// public ABI has clients: true without a project model (nothing says it is not).
  public var mayBuildForDistribution: Bool { placement?.mayBuildForDistribution ?? true }

  /// Whether a target compiling the file also builds for Mac Catalyst.
  public var buildsForMacCatalyst: Bool { placement?.buildsForMacCatalyst ?? false }

  /// Whether the file is built for a Mac: a target that builds for macOS or Mac Catalyst.
  public func buildsForMac(at node: Syntax) -> Bool {
    buildsForMacCatalyst || deploymentTargets(at: node).versions[.macOS] != nil
  }

  /// Whether the file builds for macOS alone at `node` (known targets, no Mac Catalyst): no
  /// home indicator, tab bar or software keyboard there; the safe area is the title bar and
  /// toolbar. False for unknown targets: unknown is not macOS.
  public func buildsOnlyForMacOS(at node: Syntax) -> Bool {
    guard !buildsForMacCatalyst else { return false }
    let targets = deploymentTargets(at: node)
    return targets.isKnown && targets.versions.count == 1 && targets.versions[.macOS] != nil
  }
}

/// Facts the engine records about every file when a migration uses the index: the `@main`
/// widget entry of an app extension whose project does not name its extension point, and
/// the modules that compile a file importing UIKit outside `#if`.
enum ProductFacts {
  static let widgetEntryKey = "project.widget-entry"
  /// One fact per module compiling a file that imports UIKit outside `#if`, its index as
  /// the value: such a module never builds for macOS (Mac Catalyst is iOS here), whatever
  /// platforms its project lists (a package's `platforms:` name macOS for its tests or
  /// tools, not for a UIKit app's code).
  static let importsUIKitKey = "project.imports-uikit"

  static func facts(in file: SourceFile, placement: ProjectModel.Placement?) -> [ProjectFact] {
    guard let placement else { return [] }
    var facts: [ProjectFact] = []
    if placement.targets.versions[.macOS] != nil, file.importsUIKitUnconditionally {
      facts = placement.modules.map { ProjectFact(key: importsUIKitKey, value: String($0)) }
    }
    return facts + widgetEntries(in: file, placement: placement)
  }

  private static func widgetEntries(
    in file: SourceFile, placement: ProjectModel.Placement
  ) -> [ProjectFact] {
    guard placement.extensionsOfUnknownKind.contains(placement.module),
      ByteScan.contains(Array("@main".utf8), in: file.bytes)
    else { return [] }
    var facts: [ProjectFact] = []
    for node in file.root.children {
      guard [.structDecl, .classDecl, .enumDecl].contains(node.kind),
        DeclarationScanner.attributes(of: node).contains("main"),
        let type = TypeDeclaration(node),
        type.inheritedTypes.contains(where: {
          ["WidgetBundle", "Widget"].contains(TypeInfo.lastComponent($0.compactText))
        })
      else { continue }
      facts.append(ProjectFact(key: widgetEntryKey, value: type.name))
    }
    return facts
  }
}
