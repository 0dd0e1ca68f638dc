import SwiftCST

/// SwiftUI's application delegate adaptors, for the migrations: which class a property they
/// wrap holds (`DeclarationScanner.delegateAdaptorType`, which types it in the index).
public enum DelegateAdaptors {
  /// `AppDelegate` for the variable declaration `node` when it is
  /// `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate` (or NS/WK forms); nil
  /// otherwise.
  public static func delegateType(ofVariable node: Int32, in raw: RawTree) -> String? {
    DeclarationScanner.delegateAdaptorType(of: node, in: raw)
  }
}
