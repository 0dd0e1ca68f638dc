import SwiftCST

extension MigrationContext {
  /// Whether the calls in `file` may be SwiftUI's. False only for a file that imports no
  /// SwiftUI but a module that is neither Apple's nor the run's: a framework with views of
  /// its own, whose modifiers share SwiftUI's names (a static site's `Image(…).cornerRadius(20)`
  /// on an HTML element, where `clipShape` does not exist). A file importing SwiftUI may call
  /// it, and so may one importing only Apple's and the run's modules (one of the run's may
  /// re-export SwiftUI), as before.
  /// (The index is read only for such a file's foreign-looking imports: most files import
  /// SwiftUI, told from the import tokens' bytes.)
  public func mayCallSwiftUI(in file: SourceFile) -> Bool {
    if file.importsSwiftUI { return true }
    return file.importedModules.allSatisfy { module in
      SwiftUITypeName.appleSDKModules.contains(module) || semantic.hasModule(named: module)
    }
  }
}
