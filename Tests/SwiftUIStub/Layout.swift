// Layout-practices API the SwiftUI stub (`SwiftUI.swift`) does not have yet: UIKit's device
// orientation and idiom, and preferences. Signatures copy Apple's documentation
// (developer.apple.com/documentation/uikit/uidevice, …/swiftui/preferencekey,
// …/swiftui/view/preference(key:value:), …/swiftui/view/onpreferencechange(_:perform:)).
// `containerRelativeFrame` and `onGeometryChange` are in `ModifiersLayoutAndDrawing.swift`,
// `UIScreen` in `PresentationsToolbarsAndScenes.swift`;
// `UIScreen.isCaptured` (…/uikit/uiscreen/iscaptured) is added here.

import Foundation

#if !canImport(UIKit)
  /// The physical orientation of the device.
  public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
  }

  /// The type of interface to use on the device.
  public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone, pad, tv, carPlay
    case mac = 5
    case vision = 6
  }

  /// A representation of the current device.
  @MainActor
  open class UIDevice {
    public init() {}
    open class var current: UIDevice { UIDevice() }
    open var orientation: UIDeviceOrientation { .unknown }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    open var name: String { "" }
    open var model: String { "" }
    /// Posted when the orientation of the device changes.
    public nonisolated static let orientationDidChangeNotification = Notification.Name(
      "UIDeviceOrientationDidChangeNotification")
  }

  extension UIScreen {
    /// Whether the screen is being recorded, mirrored or sent over AirPlay.
    public var isCaptured: Bool { false }
  }
#endif

// MARK: - Blend modes (…/swiftui/blendmode, …/swiftui/view/blendmode(_:))

/// Modes for compositing a view with overlapping content.
public enum BlendMode: Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
  case hardLight, difference, exclusion, hue, saturation, color, luminosity, sourceAtop
  case destinationOver, destinationOut, plusDarker, plusLighter
}

extension View {
  /// Sets the blend mode for compositing this view with overlapping views.
  nonisolated public func blendMode(_ blendMode: BlendMode) -> some View { self }
}
