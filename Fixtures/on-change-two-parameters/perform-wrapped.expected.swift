// fixture: deployment-target=iOS=17.0
import SwiftUI

struct BannerHost: View {
  @State private var banner: String?
  @State private var query = ""

  var body: some View {
    VStack {
      TextField("Search", text: $query)
        .onChange(of: query) { _, text in
          if text.isEmpty {
            banner = nil
          }
        }
      Text(banner ?? "")
        .onChange(of: banner) { _, value in
          print(value ?? "none")
        }
    }
  }

  /// A comment between the arguments: reported, since the new form has no place for it.
  var counter: some View {
    Stepper("Count", value: .constant(1))
      .onChange(
        of: banner,
        // Clears the count.
        perform: { _ in print("changed") }
      )
  }
}
