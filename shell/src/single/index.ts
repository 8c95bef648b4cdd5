// Entry of the measurement build (config/rsbuild-single.ts): the public site as one bundle without
// Module Federation, only to measure what the composition costs. Never deployed.
import('./bootstrap-single');
