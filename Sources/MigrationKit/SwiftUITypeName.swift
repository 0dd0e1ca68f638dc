import SwiftCST

/// How a rewrite writes a SwiftUI type's name where it adds the name to a file
/// (`.foregroundColor(.accentColor)` → `.foregroundStyle(Color.accentColor)`, an Alert's
/// buttons → `Button("OK") {}`): bare when that surely names SwiftUI's type there, else
/// `SwiftUI.Name`. The run may declare a type of that name (a UIKit `final class Button:
/// UIButton` in the app's module, which the bare name then means), and a module the file
/// imports may declare one (Splash's `typealias Color = UIColor`), when the bare name is
/// ambiguous there and does not compile.
///
/// Bare is sure when the run declares no type or typealias of that name the file sees (a
/// vendored highlighter's `typealias Color = UIColor` in the app's module; extending SwiftUI's
/// is fine; a type nested where the edit is written, `Theme.Color` inside `extension Theme`,
/// is what the bare name means there), and either the file writes the bare name itself, in
/// an expression or as an attribute (it compiles, so the name is not ambiguous there), or
/// every module it imports is one of Apple's SDK modules (none declares these names but
/// SwiftUI), a module of the run (whose declarations the index has), or a module that
/// another file of the run imports beside SwiftUI while writing the bare name (which then
/// compiles only if that module declares no type of the name: `importEvidence(of:)`).
public enum SwiftUITypeName {
  public static func spelling(
    _ name: String, in file: SourceFile, index: SemanticIndex, inside enclosing: String? = nil
  ) -> String {
    whyQualified(name, in: file, index: index, inside: enclosing) == nil
      ? name : "SwiftUI." + name
  }

  /// How an edit at `node` writes `name` (`spelling`, inside the type that encloses the
  /// node), with the note a finding adds when it is spelled out.
  public static func written(_ name: String, at node: Syntax, resolver: Resolver) -> Written {
    let why = whyQualified(
      name, in: resolver.file, index: resolver.index,
      inside: resolver.enclosingTypeName(of: node))
    return Written(bare: name, why: why)
  }

  /// A SwiftUI type's name as an edit writes it.
  public struct Written: Equatable, Sendable {
    /// The type's own name (`ToolbarItem`).
    public let bare: String
    /// Why it is spelled `SwiftUI.bare`; nil when the bare name is sure.
    public let why: String?

    public init(bare: String, why: String?) {
      self.bare = bare
      self.why = why
    }

    /// `ToolbarItem` or `SwiftUI.ToolbarItem`.
    public var name: String { why == nil ? bare : "SwiftUI." + bare }

    /// "; SwiftUI.ToolbarItem spelled out: the run declares a ToolbarItem of its own", for
    /// the end of a finding's message; empty when the name is bare.
    public var note: String { why.map { "; SwiftUI.\(bare) spelled out: \($0)" } ?? "" }
  }

  /// Why `name` is written `SwiftUI.name` in this file, for a note ("Splash, which this file
  /// imports, may declare a Color"); nil when the bare name is sure. `enclosing` is the
  /// qualified name of the type the edit is written in (nil at top level).
  public static func whyQualified(
    _ name: String, in file: SourceFile, index: SemanticIndex, inside enclosing: String? = nil
  ) -> String? {
    switch index.lookUpType(named: name, inside: enclosing) {
    case .declared(let qualifiedName) where qualifiedName != name:
      return "\(name) here is \(qualifiedName)"
    case .ambiguous(let qualifiedName)
    where qualifiedName != name || index.declaresType(named: name, inside: enclosing):
      // Modules compiling the file that differ only in extending SwiftUI's type (an app's
      // `extension Color`, which its widget, compiling a live activity's file too, lacks)
      // leave the bare name SwiftUI's in each.
      return "\(name) here may be \(qualifiedName)"
    default: break
    }
    if let declared = index.type(named: name), declared.kind != .extension {
      return declared.kind == .typealias
        ? "the run declares typealias \(name)" : "the run declares \(article(name)) of its own"
    }
    // One module compiling the file declares it where another only extends SwiftUI's, so
    // `type(named:)` has no one answer.
    if index.declaresType(named: name, inside: enclosing) {
      return "the run declares \(article(name)) of its own"
    }
    if writesBareName(name, file) { return nil }
    let unknown = file.importedModules.first { module in
      !appleSDKModules.contains(module) && !index.hasModule(named: module)
        && !index.someFileWritesBare(name, importing: module)
    }
    return unknown.map { "\($0), which this file imports, may declare \(article(name))" }
  }

  /// "a Button", "an Environment".
  private static func article(_ name: String) -> String {
    ("AEIOU".contains(name.first ?? "B") ? "an " : "a ") + name
  }

  /// Whether the file refers to `name` by its bare name (`Color.red`, `Button("OK") {}`,
  /// or as an attribute: `@State`, `@ViewBuilder`). Asked once per name and file (every
  /// edit that writes the name asks), on the raw tree: no handle per node, and no string
  /// unless a text has a byte outside ASCII.
  static func writesBareName(_ name: String, _ file: SourceFile) -> Bool {
    file.answer("SwiftUITypeName.writesBareName\u{0}" + name) {
      let nameBytes = Array(name.utf8)
      guard ByteScan.contains(nameBytes, in: file.bytes) else { return false }
      let nameIsASCII = nameBytes.allSatisfy { $0 < 0x80 }
      let tree = file.rawTree
      return file.bytes.withUnsafeBufferPointer { bytes in
        tree.nodes(.declReferenceExpr).contains { node in
          let tokens = tree.tokens(node)
          guard tokens.lowerBound < tokens.upperBound else { return false }
          let range = tree.textStart(tokens.lowerBound)..<tree.textEnd(tokens.upperBound - 1)
          // ASCII texts are equal as Strings exactly when their bytes are.
          guard !nameIsASCII || bytes[range].contains(where: { $0 >= 0x80 }) else {
            return bytes[range].elementsEqual(nameBytes)
          }
          return file.text(range) == name
        }
          || tree.nodes(.attribute).contains { attribute in
            // `@State`, not `@SwiftUI.State` (whose first name is the module's).
            let first = tree.firstToken(attribute)
            guard first >= 0, Int(first) + 1 < tree.tokenCount else { return false }
            let token = first + 1
            guard tree.tokenKind(token) == .identifier,
              bytes[tree.textStart(token)..<tree.textEnd(token)].elementsEqual(nameBytes)
            else { return false }
            return Int(token) + 1 >= tree.tokenCount || tree.tokenKind(token + 1) != .period
          }
      }
    }
  }

  /// The names rewrites write through `spelling`, `written` or `whyQualified`, for which
  /// the index gathers `importEvidence(of:)`: a name missing here is still spelled right,
  /// from the asking file's own evidence only.
  static let namesEditsWrite = [
    "Bindable", "Button", "Color", "Environment", "FillStyle", "MagnifyGesture",
    "NavigationStack", "RotateGesture", "State", "Text", "TextInputAutocapitalization",
    "ToolbarItem", "ViewBuilder",
  ]

  /// The file's evidence about modules outside the run, for the index: `module\0name`
  /// for each module it imports that is neither one of Apple's SDK modules nor one of
  /// `runModules` (whose declarations the index has) and each of `namesEditsWrite` it
  /// writes bare, when it also imports SwiftUI. Such a file compiles only if the module
  /// declares no type of that name (the bare name would be ambiguous), unless the run
  /// declares one, which the index checks. Empty for most files.
  public static func importEvidence(of file: SourceFile, excluding runModules: Set<String> = [])
    -> [String]
  {
    // Most files import no SwiftUI: told from the import tokens' bytes, without a string
    // per module.
    guard file.importsSwiftUI else { return [] }
    let imported = file.importedModules
    var foreign: [String] = []
    for module in imported
    where !appleSDKModules.contains(module) && !runModules.contains(module)
      && !foreign.contains(module)
    {
      foreign.append(module)
    }
    guard !foreign.isEmpty else { return [] }
    var evidence: [String] = []
    for name in bareNamesEditsWrite(in: file) {
      for module in foreign { evidence.append(module + "\u{0}" + name) }
    }
    return evidence
  }

  /// Those of `namesEditsWrite` the file writes bare (`writesBareName` of each), found in
  /// one walk of its names and attributes.
  static func bareNamesEditsWrite(in file: SourceFile) -> [String] {
    let names = namesEditsWriteBytes
    let firstBytes = namesEditsWriteFirstBytes
    var lengths: UInt64 = 0
    for name in names { lengths |= 1 << UInt64(name.count) }
    var found = [Bool](repeating: false, count: names.count)
    let tree = file.rawTree
    file.bytes.withUnsafeBufferPointer { bytes in
      // Marks the name a token's text is; a text with a byte outside ASCII is compared as
      // a String, as `writesBareName` does. (`found` is passed, not captured: a captured
      // variable is accessed with run-time exclusivity checks.)
      func mark(_ token: Int32, _ found: inout [Bool]) {
        let start = tree.textStart(token)
        let count = tree.textEnd(token) - start
        guard count < 64, lengths & (1 << UInt64(count)) != 0 else { return }
        // An ASCII first byte no name starts with: none of them (most names).
        let first = bytes[start]
        guard first >= 0x80 || firstBytes[Int(first)] else { return }
        let text = UnsafeBufferPointer(rebasing: bytes[start..<start + count])
        let isASCII = !text.contains { $0 >= 0x80 }
        for index in names.indices where !found[index] && names[index].count == count {
          let equal =
            isASCII
            ? text.elementsEqual(names[index])
            : file.text(start..<start + count) == namesEditsWrite[index]
          if equal { found[index] = true }
        }
      }
      for node in tree.nodes(.declReferenceExpr) {
        let tokens = tree.tokens(node)
        if tokens.count == 1 { mark(tokens.lowerBound, &found) }
      }
      for attribute in tree.nodes(.attribute) {
        // `@State`, not `@SwiftUI.State` (whose first name is the module's).
        let first = tree.firstToken(attribute)
        guard first >= 0, Int(first) + 1 < tree.tokenCount else { continue }
        let token = first + 1
        guard tree.tokenKind(token) == .identifier,
          Int(token) + 1 >= tree.tokenCount || tree.tokenKind(token + 1) != .period
        else { continue }
        mark(token, &found)
      }
    }
    return namesEditsWrite.indices.filter { found[$0] }.map { namesEditsWrite[$0] }
  }

  private static let namesEditsWriteBytes = namesEditsWrite.map { Array($0.utf8) }
  /// Per byte value, whether one of `namesEditsWrite` starts with it.
  private static let namesEditsWriteFirstBytes: [Bool] = {
    var table = [Bool](repeating: false, count: 256)
    for name in namesEditsWriteBytes { table[Int(name.first!)] = true }
    return table
  }()
  /// Per byte value, whether one of `namesEditsWrite` ends with it.
  private static let namesEditsWriteLastBytes: [Bool] = {
    var table = [Bool](repeating: false, count: 256)
    for name in namesEditsWriteBytes { table[Int(name.last!)] = true }
    return table
  }()

  /// The qualified names of the types (and typealiases) a file declares whose last
  /// component is one of `namesEditsWrite` (`Color`, `Theme.Color`): a bare name may mean
  /// one of them, which voids `importEvidence` about it. Empty for nearly every file.
  static func typesNamedLikeEdits(in store: DeclarationStore) -> [String] {
    var found: [String] = []
    for type in store.types where type.kind != .extension {
      let matches = store.withBytes(of: type.name) { bytes in
        guard let last = bytes.last, namesEditsWriteLastBytes[Int(last)] else { return false }
        return namesEditsWriteBytes.contains { name in
          bytes.count >= name.count && bytes.suffix(name.count).elementsEqual(name)
            && (bytes.count == name.count || bytes[bytes.count - name.count - 1] == 0x2E)
        }
      }
      if matches { found.append(store.string(type.name)) }
    }
    return found
  }

  /// Modules of Apple's SDKs a SwiftUI file imports, on any platform (a Mac app's
  /// QuickLookUI, IOKit, ApplicationServices and CoreAudio as much as an iPhone app's
  /// UIKit): none of them declares a type named like one of `namesEditsWrite`.
  static let appleSDKModules: Set<String> = [
    "Accelerate", "Accessibility", "ActivityKit", "AdServices", "AdSupport", "AppIntents", "AppKit",
    "ApplicationServices", "AppTrackingTransparency", "ARKit", "AudioToolbox", "AudioUnit",
    "AuthenticationServices", "AVFAudio", "AVFoundation", "AVKit", "AVRouting", "BackgroundAssets",
    "BackgroundTasks", "CallKit", "Carbon", "CarPlay", "Charts", "ClockKit", "CloudKit", "Cocoa",
    "Combine", "CommonCrypto", "Contacts", "ContactsUI", "CoreAudio", "CoreAudioKit",
    "CoreBluetooth", "CoreData", "CoreFoundation", "CoreGraphics", "CoreHaptics", "CoreImage",
    "CoreLocation", "CoreLocationUI", "CoreMedia", "CoreMediaIO", "CoreMIDI", "CoreML",
    "CoreMotion", "CoreNFC", "CoreServices", "CoreSpotlight", "CoreTelephony", "CoreText",
    "CoreTransferable", "CoreVideo", "CoreWLAN", "CryptoKit", "CryptoTokenKit", "Darwin",
    "DeveloperToolsSupport", "DeviceActivity", "DeviceCheck", "DeviceDiscoveryUI",
    "DiskArbitration", "Dispatch", "Distributed", "DockKit", "EventKit", "EventKitUI",
    "ExtensionFoundation", "ExtensionKit", "FamilyControls", "FileProvider", "FinderSync",
    "Foundation", "FoundationModels", "GameController", "GameKit", "GameplayKit", "GeoToolbox",
    "GroupActivities", "HealthKit", "HomeKit", "ImageCaptureCore", "ImageIO", "ImagePlayground",
    "InputMethodKit", "Intents", "IntentsUI", "IOBluetooth", "IOKit", "IOSurface", "JavaScriptCore",
    "LinkPresentation", "LocalAuthentication", "MachO", "ManagedSettings", "ManagedSettingsUI",
    "MapKit", "MatterSupport", "MediaPlayer", "MessageUI", "Metal", "MetalKit",
    "MetalPerformanceShaders", "MetricKit", "MobileCoreServices", "ModelIO",
    "MultipeerConnectivity", "MusicKit", "NaturalLanguage", "NearbyInteraction", "Network",
    "NetworkExtension", "ObjectiveC", "Observation", "os", "OSLog", "PassKit", "PDFKit",
    "PencilKit", "Photos", "PhotosUI", "PushKit", "Quartz", "QuartzCore", "QuickLook",
    "QuickLookThumbnailing", "QuickLookUI", "RealityKit", "RegexBuilder", "ReplayKit",
    "SafariServices", "SceneKit", "ScreenCaptureKit", "ScriptingBridge", "Security",
    "SensitiveContentAnalysis", "ServiceManagement", "SharedWithYou", "ShazamKit", "simd", "Social",
    "SoundAnalysis", "Spatial", "Speech", "SpriteKit", "StoreKit", "Swift", "SwiftData", "SwiftUI",
    "SwiftUICore", "Synchronization", "System", "SystemConfiguration", "SystemExtensions",
    "TabularData", "Testing", "ThreadNetwork", "TipKit", "Translation", "UIKit",
    "UniformTypeIdentifiers", "UserNotifications", "UserNotificationsUI", "VideoToolbox",
    "Virtualization", "Vision", "VisionKit", "WatchConnectivity", "WatchKit", "WeatherKit",
    "WebKit", "WidgetKit", "WiFiAware", "XCTest",
  ]
}

extension SourceFile {
  /// The modules the file imports, in file order (under `#if` too): `import Splash`,
  /// `@testable import App` and `import struct Kit.Theme` (`Kit`).
  /// (`Syntax.importedModule` of each import, read from the flat arrays: no array of
  /// tokens per import.)
  public var importedModules: [String] {
    var modules: [String] = []
    let raw = rawTree
    _ = firstImportedModule { token in
      modules.append(DeclarationScanner.text(of: token, in: raw))
      return false
    }
    return modules
  }

  /// Whether `importedModules` contains `SwiftUI` (a module name outside ASCII compared as
  /// a `String`), without making the strings.
  var importsSwiftUI: Bool {
    let raw = rawTree
    return bytes.withUnsafeBufferPointer { bytes in
      firstImportedModule { token in
        let text = UnsafeBufferPointer(rebasing: bytes[raw.textStart(token)..<raw.textEnd(token)])
        return text.elementsEqual("SwiftUI".utf8)
          || (text.contains(where: { $0 >= 0x80 }) && String(utf8Bytes: text) == "SwiftUI")
      }
    }
  }

  /// Calls `isIt` with the name token of each import's module, in file order, until it
  /// answers true; whether one did.
  private func firstImportedModule(where isIt: (Int32) -> Bool) -> Bool {
    let raw = rawTree
    let imports = raw.nodes(.importDecl)
    guard !imports.isEmpty else { return false }
    return raw.withTokenKinds { kinds in
      for node in imports {
        let tokens = raw.tokens(node)
        var token = tokens.lowerBound
        while token < tokens.upperBound && kinds[Int(token)] != .kwImport { token += 1 }
        guard token < tokens.upperBound else { continue }
        token += 1
        while token < tokens.upperBound && kinds[Int(token)] != .identifier { token += 1 }
        guard token < tokens.upperBound else { continue }
        if isIt(token) { return true }
      }
      return false
    }
  }
}
