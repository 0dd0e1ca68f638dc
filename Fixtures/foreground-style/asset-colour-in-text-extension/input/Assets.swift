// fixture: deployment-target=iOS=17.0
import SwiftUI

// Colours as SwiftGen's asset catalogue template writes them.
public final class PaletteColour {
  public fileprivate(set) var name: String

  public private(set) lazy var color: Color = Color(name)

  public private(set) lazy var swiftUIColor: SwiftUI.Color = SwiftUI.Color(name)

  fileprivate init(name: String) {
    self.name = name
  }
}

public enum Asset {
  public enum Colors {
    public static let ink = PaletteColour(name: "Ink")
    public static let paper = PaletteColour(name: "Paper")
  }
}

// A top-level type named like one of SwiftUI's Text member types (`Text.Scale`).
public enum Scale {
  public static let large = PaletteColour(name: "Large")
}
