import SwiftUI
import UIKit

/// Builds the UIKit screens' separators and spacers. The module declares it, so the bare name
/// `ViewBuilder` means this enum here, and the SwiftUI views spell the result builder out.
enum ViewBuilder {
  static func separator() -> UIView {
    UIView()
  }
}

/// A card with a title above its content.
struct TitledCard<Content: View>: View {
  private let title: String
  private let content: () -> Content

  init(_ title: String, @SwiftUI.ViewBuilder content: @escaping () -> Content) {
    self.title = title
    self.content = content
  }

  var body: some View {
    VStack(alignment: .leading) {
      Text(title).font(.headline)
      content()
    }
  }
}

/// A padded panel around its content.
struct Panel<Content: View>: View {
  let content: () -> Content

  var body: some View {
    content().padding()
  }
}

struct CardScreen: View {
  var body: some View {
    TitledCard("Storage") {
      Panel { Text("12 GB free") }
    }
  }
}
