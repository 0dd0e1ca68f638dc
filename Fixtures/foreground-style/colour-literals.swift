// fixture: deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct ProfileHeader: View {
  let name: String
  let isOnline: Bool

  var body: some View {
    VStack(alignment: .leading) {
      Text(name)
        .font(.headline)
        .foregroundColor(.red)
      Text("Status").foregroundColor(Color.green)
      Text("Brand").foregroundColor(Color("Brand"))
      Text("Custom")
        .foregroundColor(Color(red: 0.2, green: 0.4, blue: 0.6))
        .padding()
      Text("Muted").foregroundColor(.white.opacity(0.8))
      Text("Faded").foregroundColor(Color.black.opacity(0.5))
      Image(systemName: "star").foregroundColor(SwiftUI.Color.orange)
      Circle().foregroundColor(isOnline ? .green : .gray)
    }
  }
}
