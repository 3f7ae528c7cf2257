#if UIKIT_DOUBLE
  import Testing

  /// Every suite that drives the UIKit double. The double, like UIKit, has one run loop (its
  /// transitions in flight and its console log are global), so these suites run one at a time.
  @Suite(.serialized) enum OnTheDouble {}
#endif
