// fixture: deployment-target=iOS=15.0,macOS=12.0
import SwiftUI

struct Badge: View {
  var body: some View { Text("1") }
}

#Preview {
  Badge()
}

/// Small badges.
#Preview("Small") {
  Badge()
}

@available(iOS 16.0, *)
#Preview("One") {
  Badge()
}

@available(iOS 16.0, *)
#Preview("Two") {
  Badge()
}

@available(iOS 17, macOS 14, *)
#Preview(traits: .sizeThatFitsLayout) {
  Badge()
}

#if DEBUG
  #Preview {
    Badge()
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
