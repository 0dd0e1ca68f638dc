// fixture: deployment-target=iOS=17.0,watchOS=9.0
import SwiftUI

struct WorkoutView: View {
  @State private var heartRate = 0

  var body: some View {
    Text("\(heartRate)")
      .onChange(of: heartRate) { newRate in print(newRate) }
  }
}
