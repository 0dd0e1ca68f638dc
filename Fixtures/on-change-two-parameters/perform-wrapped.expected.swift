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
}
