import SwiftUI

struct ProfileHeader: View {
  let name: String

  var body: some View {
    VStack {
      BrandText(text: Text(name), spacing: 2).foregroundColor(.red)
      Text(name).foregroundStyle(Color.secondary)
    }
  }
}
