import Foundation

// MARK: - NSColor and Color (AppKit is modelled only as far as the fixtures reach it)

#if !canImport(AppKit)
  open class NSColor: @unchecked Sendable {
    public init(white: CGFloat, alpha: CGFloat) {}
    open class var systemBlue: NSColor { NSColor(white: 0.5, alpha: 1) }
    open class var systemOrange: NSColor { NSColor(white: 0.6, alpha: 1) }
    open class var systemGray: NSColor { NSColor(white: 0.7, alpha: 1) }
    open class var labelColor: NSColor { NSColor(white: 0, alpha: 1) }
    open class var windowBackgroundColor: NSColor { NSColor(white: 0.9, alpha: 1) }
    open class var controlBackgroundColor: NSColor { NSColor(white: 1, alpha: 1) }
    open class var underPageBackgroundColor: NSColor { NSColor(white: 0.8, alpha: 1) }
  }
#endif

extension Color {
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "Use Color(nsColor:) when converting a NSColor"
  )
  @available(iOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public init(_ color: NSColor) { self.init("nsColor") }
  @available(macOS 12.0, *)
  @available(iOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public init(nsColor: NSColor) { self.init("nsColor") }
}
