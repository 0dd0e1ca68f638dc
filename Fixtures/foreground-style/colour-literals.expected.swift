// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct ProfileHeader: View {
  let name: String
  let isOnline: Bool

  var body: some View {
    VStack(alignment: .leading) {
      Text(name)
        .font(.headline)
        .foregroundStyle(.red)
      Text("Status").foregroundStyle(Color.green)
      Text("Brand").foregroundStyle(Color("Brand"))
      Text("Custom")
        .foregroundStyle(Color(red: 0.2, green: 0.4, blue: 0.6))
        .padding()
      Text("Muted").foregroundStyle(.white.opacity(0.8))
      Text("Faded").foregroundStyle(Color.black.opacity(0.5))
      Image(systemName: "star").foregroundStyle(SwiftUI.Color.orange)
      Circle().foregroundStyle(isOnline ? .green : .gray)
    }
  }
}
