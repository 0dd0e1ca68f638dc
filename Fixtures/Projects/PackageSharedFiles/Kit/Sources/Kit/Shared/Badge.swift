import SwiftUI

struct Badge: View {
  var body: some View { Text(Theme.title) }
}
