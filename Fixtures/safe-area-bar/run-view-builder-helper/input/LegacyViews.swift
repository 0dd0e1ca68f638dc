import UIKit

/// Builds the UIKit screens' separators. The module declares it, so the bare name
/// `ViewBuilder` means this enum in every file of the module, the helper file too.
enum ViewBuilder {
  static func separator() -> UIView {
    UIView()
  }
}
