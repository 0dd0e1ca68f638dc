// fixture: deployment-target=iOS=15.0,macOS=12.0
import SwiftUI

struct Badge: View {
  var body: some View { Text("1") }
}

@available(iOS 13, *)
struct Badge_Previews: PreviewProvider {
  static var previews: some View {
    Badge()
  }
}

/// Small badges.
@available(iOS 13.0, macOS 10.15, *)
struct Small_Previews: PreviewProvider {
  static var previews: some View {
    Badge()
      .previewDisplayName("Small")
  }
}

@available(iOS 16.0, *)
struct Grid_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      Badge().previewDisplayName("One")
      Badge().previewDisplayName("Two")
    }
  }
}

@available(iOS 17, macOS 14, *)
struct Layout_Previews: PreviewProvider {
  static var previews: some View {
    Badge().previewLayout(.sizeThatFits)
  }
}

#if DEBUG
  @available(iOS, introduced: 14.0)
  struct Debug_Previews: PreviewProvider {
    static var previews: some View {
      Badge()
    }
  }
#endif

@available(iOS 13, *)  // Kept for the old Xcode.
struct Commented_Previews: PreviewProvider {
  static var previews: some View {
    Badge()
  }
}

@available(iOS, deprecated: 16, message: "Use the new badge")
struct Deprecated_Previews: PreviewProvider {
  static var previews: some View {
    Badge()
  }
}

struct PlainLayout_Previews: PreviewProvider {
  static var previews: some View {
    Badge().previewLayout(.sizeThatFits)
  }
}
